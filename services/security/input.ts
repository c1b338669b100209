// Request input of the security routes: bodies and queries through one zod schema each, refusals as JSON
// `{status, message}` naming the field, and who the client is (for the rate limits).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { clientAddress } from '../../domain/clientAddress';

export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503;

/** A refusal; the routes throw it and one handler turns it into the JSON answer. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errorBody = (status: ErrorStatus, message: string) => ({ status, message });

/** First problem only, named by its field: "Invalid field 'email': Invalid email address". */
function refusal(kind: 'field' | 'parameter', error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  if (path === '') return new ApiError(400, kind === 'field' ? 'Invalid body: expected an object' : 'Invalid query');
  return new ApiError(400, `Invalid ${kind} '${path}': ${issue?.message ?? 'invalid'}`);
}

function validate<S extends z.ZodType>(schema: S, data: unknown, kind: 'field' | 'parameter'): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw refusal(kind, parsed.error);
  return parsed.data;
}

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (mediaType(c) !== 'application/json') throw new ApiError(415, 'Unsupported content type: send application/json');
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'Invalid body: not JSON');
  }
  return validate(schema, data, 'field');
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!FORM_TYPES.includes(mediaType(c))) throw new ApiError(415, 'Unsupported content type: send form data');
  let data: unknown;
  try {
    data = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'Invalid body: not form data');
  }
  return validate(schema, data, 'field');
}

export const readQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> => validate(schema, c.req.query(), 'parameter');

/** zod's message for a missing field is "expected string, received undefined"; say "required" instead. */
export const requiredString = (iss: { input?: unknown }) => (iss.input === undefined ? 'required' : 'expected a string');

/** The client, for per-client limits: domain/clientAddress.ts's rule over the socket and X-Forwarded-For. */
export function clientOf(c: Context, isTrusted: (address: string) => boolean): string {
  return clientAddress(peerOf(c), c.req.header('x-forwarded-for'), isTrusted);
}

/** The socket's address; none under app.request() without an env (tests). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

// One zod schema per account call, and the one message format of a refused field.
import { z } from 'zod';
import { NEWSLETTER_CODES } from '../../domain/accounts';
import { TOKEN_SYNTAX } from './tokens';

// Addresses are compared trimmed and in lower case: 'Olvaso@Hirter.localhost ' is the same reader.
const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** POST /api/v2/user/token */
export const TokenRequest = z.object({ email: Email });

/** GET /api/v2/user/login */
export const LoginQuery = z.object({ token: z.string().regex(TOKEN_SYNTAX) });

/** GET /api/v2/user/info: the page's query is passed on (specialised-features.md §7) and not used. */
export const InfoQuery = z.record(z.string(), z.string());

/** POST /api/v2/user/update */
export const UpdateRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), payment_id: z.int().positive() }),
  z.object({ action: z.literal('newsletter'), subscribe: z.boolean(), code: z.enum(NEWSLETTER_CODES) }),
  z.object({ action: z.literal('download') }),
  z.object({ action: z.literal('delete') }),
]);
export type UpdateRequest = z.infer<typeof UpdateRequest>;

/** A refused request: its status, and a message that names the field. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Parses with `schema`, or throws a 400 naming the first refused field ('body' for the whole). */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  throw new RequestError(400, `Invalid field '${field}': ${issue?.message ?? 'invalid'}`);
}

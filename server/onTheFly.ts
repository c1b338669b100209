// The edge's compression of what it fetched (server/edgeCache.ts keeps each coding of an answer once): brotli or
// gzip at domain/encoding.ts's levels, and the digest its strong ETags are made of.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { ON_THE_FLY_LEVEL, type Coding } from '../domain/encoding';

/** Compresses `body` with `coding`. */
export type Encoder = (coding: Exclude<Coding, 'identity'>, body: Uint8Array) => Uint8Array;

export const onTheFlyEncoder: Encoder = (coding, body) =>
  coding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: ON_THE_FLY_LEVEL.br, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipSync(body, { level: ON_THE_FLY_LEVEL.gzip });

/** 160 bits of SHA-256, base64url: no two versions of a page meet in a browser's cache by chance. */
export const digestOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

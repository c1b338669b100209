// One Redis connection of a process (REDIS_URL), for state its replicas share. A command fails at once while
// the connection is down, and within a second when Redis hangs, instead of queueing while it reconnects: the
// caller decides what to do without it (a login must not hang on a rate limit); the connection keeps
// retrying behind.
import { Redis } from 'ioredis';

/** How long a command may wait for its answer (a Redis that accepts connections but hangs). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export function openRedis(url: string, log: (line: string) => void): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  let down = false;
  // ioredis emits every failed reconnection: one line when Redis goes away, one when it is back.
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log(`redis ${redacted(url)}: ${err.message}`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log(`redis ${redacted(url)}: connected again`);
  });
  return redis;
}

/** The URL without its password, for log lines. */
export function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Resolves once `redis` can take commands (tests, and a one-shot process before its first command). */
export function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}

/**
 * Resolves once `redis` can take commands, or after `ms` when it cannot: a process about to serve waits for its
 * connection so that its first calls do not fail for want of it, but starts without a Redis that is away.
 */
export function redisReadyWithin(redis: Redis, ms = 2 * REDIS_COMMAND_TIMEOUT_MS): Promise<void> {
  return Promise.race([redisReady(redis), new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}

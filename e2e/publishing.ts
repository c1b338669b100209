// Waiting for the world's publishing as the event itself, never for a time: the cron job's runs (one line each
// in the world's run log) and what the static origin answers (bench/live.ts times the same events). A process's
// first run checks the whole output before it publishes anything (half a minute and more on a busy machine); the
// world makes it before it is ready (testing/world/world.ts), and a test that edits checks that it did rather
// than count on it.
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2eEnv } from './env';
import { SITE_HEADER } from '../domain/sites';

/**
 * How a wait polls: by default as a test's expect.poll does (the config's ceiling, Playwright's steps). Outside
 * the test runner (a benchmark) Playwright's ceiling is 5 s: give one, and finer steps to time the event.
 */
export interface PollOptions {
  timeout?: number;
  intervals?: number[];
}

/** The finished runs of the world's cron job, one line each: `<ISO time> <kind> <pages> <seconds>`. */
export function cronRuns(): string[] {
  const log = e2eEnv().runLog;
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

/** Resolves once the cron job has finished a run: from then on an edit is published by the next one. */
export async function cronHasRun(poll: PollOptions = {}): Promise<void> {
  await expect.poll(() => cronRuns().length, { message: "the world's cron job finishes its first run", ...poll }).toBeGreaterThan(0);
}

/**
 * The headers of a main-site page's own API calls (contentClient/browser.ts). The origin keeps an API answer a few
 * seconds by host, site header and path: asked with these, a test sees the answer the page's next poll gets.
 */
export const AS_THE_PAGE_ASKS: Readonly<Record<string, string>> = { [SITE_HEADER]: 'main' };

/** The origin's answer for a path of the main domain (a fresh request: Node keeps no HTTP cache). */
export async function fromOrigin(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(path, e2eEnv().originUrl), { redirect: 'manual', headers });
  return { status: res.status, text: await res.text() };
}

/** Waits until the origin's page at `path` holds `text` (the edit's run has published it). */
export async function originShows(path: string, text: string, poll: PollOptions = {}): Promise<void> {
  await expect.poll(async () => (await fromOrigin(path)).text.includes(text), { message: `${path} on the origin shows “${text}”`, ...poll }).toBe(true);
}

/** Waits until the origin answers `path` with `status`. */
export async function originAnswers(path: string, status: number): Promise<void> {
  await expect.poll(async () => (await fromOrigin(path)).status, { message: `${path} on the origin` }).toBe(status);
}

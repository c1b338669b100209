// The output's files that belong to the build rather than to the content: the client assets, the build
// records an open page learns of a new build from, and the generated nginx.conf.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { HOME_SITES, SITES } from '../domain/sites';
import { writeFileAtomic } from './atomicWrite';
import { copyClientFiles } from './clientFiles';
import { COMPRESSED_DIR } from './precompress';
import { outputScriptHashes } from './inlineScripts';
import { nginxConfig, nginxFiles } from './nginx';
import { defaultNginxSettings, type JobOptions } from './options';
import type { WriteJournal } from './writeJournal';

/**
 * A build's id: a hash of its client assets' paths (their names carry content hashes), so a new build has a
 * new id. Every file below assets/: vike puts them in chunks/, entries/ and static/, and those three folder
 * names alone were the same for every build, so a new build was never noticed.
 */
export function buildIdOf(distDir: string): string {
  const assets = join(distDir, 'client', 'assets');
  const names = existsSync(assets)
    ? readdirSync(assets, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(assets.length + 1))
        .sort()
    : [];
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
}

/** The nginx.conf settings of a job: its own NGINX_PORT and NGINX_DIR. */
export function jobNginxFiles(opts: JobOptions) {
  return nginxFiles(opts.nginx ?? defaultNginxSettings(opts.outDir));
}

export class BuildFiles {
  private buildWritten: string | null = null;

  constructor(
    private readonly opts: JobOptions,
    private readonly journal: WriteJournal,
  ) {}

  /** Whether the build in distDir is not the one the output was rendered with. */
  async isNew(): Promise<boolean> {
    const id = buildIdOf(this.opts.distDir);
    if (this.buildWritten === id) return false;
    try {
      const latest = JSON.parse(await readFile(join(this.opts.outDir, SITES.main.domain, 'builds', 'latest.json'), 'utf8')) as { id?: unknown };
      if (latest.id === id) {
        this.buildWritten = id;
        return false;
      }
    } catch {
      // No build file: the output predates build detection, or it was never completed.
    }
    return true;
  }

  /** The build's client files, with .gz/.br copies of its scripts and styles (prerender/clientFiles.ts). */
  async copyAssets(): Promise<void> {
    const client = join(this.opts.distDir, 'client');
    const domains = HOME_SITES.map((site) => join(this.opts.outDir, SITES[site].domain));
    const files = (await readdir(client, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(client, join(e.parentPath, e.name)));
    await this.journal.around(
      domains.flatMap((d) => files.map((f) => join(d, f))),
      () => copyClientFiles(client, domains, join(this.opts.distDir, COMPRESSED_DIR)),
    );
  }

  /** builds/latest.json and builds/meta/{id}.json on every domain: how an open page learns of a new build. */
  async writeBuildInfo(): Promise<void> {
    const id = buildIdOf(this.opts.distDir);
    if (this.buildWritten === id) return;
    const info = JSON.stringify({ id, timestamp: Date.now() });
    const files = HOME_SITES.flatMap((site) => {
      const dir = join(this.opts.outDir, SITES[site].domain, 'builds');
      return [join(dir, 'meta', `${id}.json`), join(dir, 'latest.json')];
    });
    await this.journal.around(files, async () => {
      for (const f of files) await writeFileAtomic(f, info);
    });
    this.buildWritten = id;
  }

  /** nginx.conf; the server rules it includes from the files the job keeps (prerender/routeRules.ts). */
  async writeNginxConfig(): Promise<void> {
    const files = jobNginxFiles(this.opts);
    for (const dir of [files.tempDir!, files.cacheDir!]) mkdirSync(dir, { recursive: true });
    const conf = nginxConfig({
      outDir: resolve(this.opts.outDir),
      contentApiUrl: new URL(this.opts.contentApiUrl).origin,
      ...(this.opts.renderUrl ? { renderUrl: new URL(this.opts.renderUrl).origin } : {}),
      ...(this.opts.crmApiUrl ? { crmApiUrl: new URL(this.opts.crmApiUrl).origin } : {}),
      ...(this.opts.quizApiUrl ? { quizApiUrl: new URL(this.opts.quizApiUrl).origin } : {}),
      scriptHashes: outputScriptHashes(resolve(this.opts.outDir))(),
      ...files,
    });
    await writeFileAtomic(join(this.opts.outDir, 'nginx.conf'), conf);
  }
}

// The output's files that belong to the build rather than to the content: the client assets, the build
// records an open page learns of a new build from, the generated nginx.conf, and the start-up repair of what
// a killed run left.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HOME_SITES, SITES } from '../domain/sites';
import { sweepTempFiles, writeFileAtomic } from './atomicWrite';
import { copyClientFiles } from './clientFiles';
import { COMPRESSED_DIR } from './precompress';
import { outputScriptHashes } from './inlineScripts';
import { nginxConfig, nginxFiles } from './nginx';
import { defaultNginxSettings, type JobOptions } from './options';
import { repairCompressedCopies } from './siblings';

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
  /** Temp files a killed run left are swept once per process (a walk of the whole output). */
  private swept = false;

  constructor(
    private readonly opts: JobOptions,
    private readonly log: (line: string) => void,
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
    await copyClientFiles(
      join(this.opts.distDir, 'client'),
      HOME_SITES.map((site) => join(this.opts.outDir, SITES[site].domain)),
      join(this.opts.distDir, COMPRESSED_DIR),
    );
  }

  /** builds/latest.json and builds/meta/{id}.json on every domain: how an open page learns of a new build. */
  async writeBuildInfo(): Promise<void> {
    const id = buildIdOf(this.opts.distDir);
    if (this.buildWritten === id) return;
    const info = JSON.stringify({ id, timestamp: Date.now() });
    for (const site of HOME_SITES) {
      const dir = join(this.opts.outDir, SITES[site].domain, 'builds');
      await writeFileAtomic(join(dir, 'meta', `${id}.json`), info);
      await writeFileAtomic(join(dir, 'latest.json'), info);
    }
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

  /** Once per process: the temp files and the compressed copies of another version a killed run left. */
  async repairOnce(): Promise<void> {
    if (this.swept) return;
    const n = await sweepTempFiles(this.opts.outDir).catch(() => 0);
    if (n) this.log(`removed ${n} temp files a killed run left`);
    // A run killed between a page's renames left copies of another version; nginx would serve them.
    const copies = await repairCompressedCopies(this.opts.outDir).catch((err: Error) => {
      this.log(`could not check the compressed copies: ${err.message}`);
      return { repaired: 0, removed: 0 };
    });
    if (copies.repaired || copies.removed)
      this.log(`compressed copies of another version: ${copies.repaired} made again, ${copies.removed} without their file removed`);
    this.swept = true;
  }
}

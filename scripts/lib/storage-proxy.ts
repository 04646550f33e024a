/**
 * The local D1 database and R2 bucket of a state dir, and the Images binding, for scripts that read
 * or seed them outside `wrangler dev` (the demo data, the load and crash tests' checks).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import type { Bindings } from '../../worker/env';

export type StorageBindings = Pick<Bindings, 'DB' | 'PHOTOS' | 'IMAGES'>;

/**
 * `getPlatformProxy` over wrangler.toml's D1, R2 and Images bindings only. With the whole configuration it
 * warns, on every `npm start`, that the conversations' Durable Object "will not work in local
 * development" (it does, in `wrangler dev`), as a proxy cannot run the Worker's own classes.
 */
export async function storageProxy(stateDir: string) {
  const config = unstable_readConfig({ config: 'wrangler.toml' });
  const dir = mkdtempSync(join(tmpdir(), 'thanda-storage-'));
  const configPath = join(dir, 'wrangler.json');
  const { name, compatibility_date, d1_databases, r2_buckets, images } = config;
  writeFileSync(configPath, JSON.stringify({ name, compatibility_date, d1_databases, r2_buckets, images }));
  try {
    const platform = await getPlatformProxy<StorageBindings>({ configPath, persist: { path: join(stateDir, 'v3') } });
    return { env: platform.env, dispose: () => platform.dispose() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a read of a database the running Worker may still be writing (its queue's consumer keeps
 * writing notifications after the traffic stops): SQLite answers "database is locked" to a reader
 * that meets a writer, so the read is tried again, up to ten times half a second apart.
 */
export async function readRetrying<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const busy = error instanceof Error && /SQLITE_BUSY|database is locked|session commit token/.test(error.message);
      if (!busy || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

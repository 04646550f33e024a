/**
 * Wrangler configurations for the benchmark, generated from wrangler.toml's production
 * environment so the bench Worker has exactly the bindings that ship. They live under
 * .wrangler/bench (git-ignored), where no .dev.vars is picked up.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { experimental_readRawConfig, type Unstable_RawEnvironment } from 'wrangler';

export const BENCH_DIR = resolve('.wrangler/bench');

/**
 * Throwaway values that satisfy the production configuration check (worker/lib/config.ts): the
 * bench never talks to Stripe or Firebase, and the secret signs only the bench's own tokens.
 */
export function benchSecrets() {
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    STRIPE_SECRET_KEY: 'sk_test_bench_not_a_real_key',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_not_a_real_secret',
    ADMIN_EMAILS: 'admin@bench.thanda.test',
    FIREBASE_PROJECT_ID: 'thanda-bench',
  };
}

export interface WorkerConfigs {
  /** Bundles the entry as `wrangler deploy` does. */
  build: string;
  /** Serves the bundle as it is (`no_bundle`). */
  serve: string;
  outdir: string;
  /** The variables the served Worker gets. */
  vars: Record<string, string>;
}

/**
 * The build and serve configurations of one Worker. `production: true` gives it everything
 * `[env.production]` sets, its variables overridden by `vars`; otherwise only the compatibility
 * settings and the assets routing (and the D1 binding with `d1`), so a baseline Worker meets the
 * same harness as the real one.
 */
export function writeWorkerConfigs(
  name: string,
  entry: string,
  options: { production: boolean; vars?: Record<string, string>; d1?: boolean },
): WorkerConfigs {
  const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });
  const production: Unstable_RawEnvironment = rawConfig.env?.production ?? {};
  const assets = join(BENCH_DIR, 'empty-assets');
  mkdirSync(assets, { recursive: true });
  const outdir = join(BENCH_DIR, 'build', name);

  const vars = { ...(production.vars as Record<string, string> | undefined), ...options.vars };
  const d1Databases = production.d1_databases?.map((db) => ({
    ...db,
    migrations_dir: resolve(db.migrations_dir ?? 'migrations'),
  }));
  const base = {
    name: `thanda-bench-${name}`,
    compatibility_date: rawConfig.compatibility_date,
    compatibility_flags: rawConfig.compatibility_flags,
    // The SPA is not measured: an empty directory keeps the assets routing in front of /api as deployed.
    assets: rawConfig.assets && { ...rawConfig.assets, directory: assets },
    ...(options.production && {
      // Everything [env.production] sets (its bindings are not inherited), served locally.
      ...production,
      name: `thanda-bench-${name}`,
      routes: undefined,
      route: undefined,
      d1_databases: d1Databases,
      vars,
    }),
    ...(!options.production && options.d1 && { d1_databases: d1Databases }),
  };
  const write = (file: string, config: object) => {
    const path = join(BENCH_DIR, file);
    // It holds the bench's throwaway JWT secret: readable by its owner only.
    writeFileSync(path, JSON.stringify(config, null, 2), { mode: 0o600 });
    return path;
  };
  return {
    build: write(`${name}.build.json`, { ...base, main: resolve(entry) }),
    // wrangler names the bundle after the entry file.
    serve: write(`${name}.serve.json`, {
      ...base,
      main: join(outdir, `${basename(entry, extname(entry))}.js`),
      no_bundle: true,
    }),
    outdir,
    vars: options.production ? vars : {},
  };
}

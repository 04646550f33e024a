import { env } from 'cloudflare:workers';

type Level = 'info' | 'warn' | 'error';

const severity = { info: 0, warn: 1, error: 2, off: 3 } as const;

/**
 * LOG_LEVEL names the least severe level that is written: info (the default), warn, error, or off
 * (nothing, e.g. while benchmarking). Read at each call, as the Worker's configuration.
 */
function threshold() {
  const wanted = (env as { LOG_LEVEL?: string }).LOG_LEVEL ?? 'info';
  return wanted in severity ? severity[wanted as keyof typeof severity] : severity.info;
}

/**
 * One JSON line per event, for Workers observability. Callers pass only what is safe to keep:
 * never tokens, passwords, card data or personal data.
 */
export function log(level: Level, event: string, fields: Record<string, string | number | boolean | undefined> = {}) {
  if (severity[level] < threshold()) return;
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** What a log line keeps of a caught error: its name alone, as its message may carry personal data. */
export const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

type Level = 'info' | 'warn' | 'error';

/**
 * One JSON line per event, for Workers observability. Callers pass only what is safe to keep:
 * never tokens, passwords, card data or personal data.
 */
export function log(level: Level, event: string, fields: Record<string, string | number | boolean | undefined> = {}) {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

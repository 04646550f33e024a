import { env, withEnv } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './logger';

afterEach(() => vi.restoreAllMocks());

/** Every line `log` writes while LOG_LEVEL is `level` (unset when undefined). */
function written(level: string | undefined, write: () => void) {
  const lines: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((line: string) => lines.push(line));
  }
  withEnv({ ...env, LOG_LEVEL: level }, write);
  return lines.map((line) => JSON.parse(line).event);
}

const everyLevel = () => {
  log('info', 'routine');
  log('warn', 'odd');
  log('error', 'broken');
};

describe('log level', () => {
  it('writes every level by default', () => {
    expect(written(undefined, everyLevel)).toEqual(['routine', 'odd', 'broken']);
  });

  it('drops what is less severe than LOG_LEVEL', () => {
    expect(written('warn', everyLevel)).toEqual(['odd', 'broken']);
    expect(written('error', everyLevel)).toEqual(['broken']);
  });

  it('writes nothing when LOG_LEVEL is off', () => {
    expect(written('off', everyLevel)).toEqual([]);
  });

  it('falls back to info for a value it does not know', () => {
    expect(written('verbose', everyLevel)).toEqual(['routine', 'odd', 'broken']);
  });
});

import { execFileSync } from 'node:child_process';

/**
 * Runs one statement on the browser tests' local D1, as an operator's console would. The running
 * stack's Worker (its minute cron, the tests' own requests) writes the same SQLite file, so a
 * statement that finds it busy is tried again, twice; the last refusal is thrown with its message.
 */
export function sqlOnLocalD1(command: string) {
  const args = [
    'wrangler',
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    '.wrangler/e2e-state',
    '--command',
    command,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', args, { stdio: 'pipe' });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

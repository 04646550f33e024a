/**
 * What `npm start` shows of its services' output: what a newcomer can act on, not what only means
 * that this machine is offline. Everything else stays in the services' own logs.
 */

// The services colour their output.
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

// wrangler's start-up banner: its bindings table (wrangler.toml says the same), the reminder that
// Cron Triggers are run by hand locally (docs/operations.md says how) and its own ready line (npm start says it).
const BANNER =
  /⛅️ wrangler|^─+$|Using secrets defined|Your Worker has access|^Binding\s+Resource|^env\.\w+|Scheduled Workers are not|To manually trigger|cdn-cgi\/local\/scheduled|cron-triggers\/#test|Starting local server|valid header rules|Ready on http/;

/**
 * The Worker's lines: our request log as "GET /api/route 200 12 ms", other events by name, and
 * wrangler's own messages; not its banner, its second log of each request, nor the offline
 * `Request.cf` warning and its stack trace.
 */
export function workerLine(raw: string): string | null {
  const line = plain(raw).trim();
  if (!line || BANNER.test(line)) return null;
  if (/Request\.cf|getaddrinfo ENOTFOUND|^at /.test(line)) return null;
  if (/\[wrangler:info\] (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \//.test(line)) return null;
  const json = line.match(/\{"level".*\}\s*$/);
  if (json) {
    try {
      const { level, event, method, route, status, ms, ...fields } = JSON.parse(json[0]) as Record<string, unknown>;
      // The start-up's own polling of /api/health says nothing a newcomer needs.
      if (event === 'request' && route === '/api/health') return null;
      if (event === 'request') return `${String(method)} ${String(route)} ${String(status)} ${String(ms)} ms`;
      delete fields.requestId;
      const details = Object.entries(fields).map(([key, value]) => `${key}=${String(value)}`);
      return [String(level), String(event), ...details].join(' ');
    } catch {
      return line;
    }
  }
  return line;
}

/** The Auth emulator's lines: the verification links it issues, and real problems. */
export function authLine(raw: string): string | null {
  const line = plain(raw);
  if (/oobCode=|follow this link/i.test(line)) return line.trim();
  if (/MOTD|Emulator UI is not starting|Detected demo project|non-emulated services/.test(line)) return null;
  if (/⚠|error|failed/i.test(line)) return line.trim();
  return null;
}

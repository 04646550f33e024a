/**
 * Every request the tests make goes through one Recorder: it times the call, keeps its status
 * (0 when no answer came: refused, reset or timed out) and remembers answers nobody expected.
 */
export interface Sample {
  label: string;
  status: number;
  ms: number;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Statuses this call may answer; anything else is counted as unexpected. Default: any 2xx. */
  expect?: number[];
}

const REQUEST_TIMEOUT_MS = 30_000;

export class Recorder {
  readonly samples: Sample[] = [];
  readonly unexpected: { label: string; status: number; message: string }[] = [];
  readonly #inFlight = new Map<string, number>();

  constructor(readonly baseUrl: string) {}

  /** Calls of this label sent and not yet answered. */
  inFlight(label: string) {
    return this.#inFlight.get(label) ?? 0;
  }

  /** Calls `path` under the base URL (absolute URLs are used as they are) and records it as `label`. */
  async call<T = unknown>(label: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    let answer: Answer<T>;
    this.#inFlight.set(label, this.inFlight(label) + 1);
    try {
      const res = await fetch(new URL(path, this.baseUrl), {
        method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
        headers,
        body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      answer = { status: res.status, body: parse(text) as T, headers: res.headers };
    } catch (error) {
      answer = { status: 0, body: { message: errorText(error) } as T, headers: new Headers() };
    } finally {
      this.#inFlight.set(label, this.inFlight(label) - 1);
    }
    this.samples.push({ label, status: answer.status, ms: performance.now() - started });
    const expected = options.expect
      ? options.expect.includes(answer.status)
      : answer.status >= 200 && answer.status < 300;
    if (!expected) this.unexpected.push({ label, status: answer.status, message: messageOf(answer.body) });
    return answer;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function errorText(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name} ${error.message}${cause}`;
}

export function messageOf(body: unknown) {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: { message?: unknown } };
    if (typeof b.message === 'string') return b.message;
    if (typeof b.error?.message === 'string') return b.error.message;
  }
  return '';
}

import { t } from '@lingui/core/macro';
import { hc } from 'hono/client';
import type { AppType } from '../../worker/app';
import { accessToken } from './access-token';
import { catalogText } from './i18n';
import type { RefusalBody } from './refusal-text';
import { carriedAnswer } from './page-answers';
import { fetchWithBookmark } from './session-bookmark';

/**
 * An API failure, carrying the server's message for the person to read and, where the server gives
 * one, a machine-readable `reason` (such as 'email-unverified') that screens can act on.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly issues: { path: string; message: string }[];
  readonly reason: string | undefined;
  /** When the same request may succeed (Retry-After), for a refusal that lifts by itself (a payment hold's end). */
  readonly retryAt: Date | undefined;

  constructor(
    status: number,
    message: string,
    issues: { path: string; message: string }[] = [],
    reason?: string,
    retryAt?: Date,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.issues = issues;
    this.reason = reason;
    this.retryAt = retryAt;
  }
}

interface SessionHandlers {
  /** Gets a fresh access token (from a fresh Firebase ID token), or null when that is impossible. */
  refresh: () => Promise<string | null>;
  /** Called when the session cannot be saved: sign the person out and tell them. */
  lost: () => void;
}

let session: SessionHandlers | null = null;
let refreshing: Promise<string | null> | null = null;

/** The auth feature tells the client how to renew and end a session. */
export function configureSession(handlers: SessionHandlers | null) {
  session = handlers;
}

function withToken(init: RequestInit | undefined, token: string) {
  const headers = new Headers(init?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * Adds the access token to calls that bring no Authorization of their own; on a 401 it renews the
 * token once (shared by concurrent calls) and retries, and ends the session if that fails too.
 */
async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const token = accessToken.get();
  if (new Headers(init?.headers).has('Authorization') || !token) return fetchWithBookmark(input, init);
  const response = await fetchWithBookmark(input, withToken(init, token));
  if (response.status !== 401 || !session) return response;

  refreshing ??= session.refresh().finally(() => {
    refreshing = null;
  });
  const renewed = await refreshing;
  if (renewed) {
    const retried = await fetchWithBookmark(input, withToken(init, renewed));
    if (retried.status !== 401) return retried;
  }
  session?.lost();
  return response;
}

/** The typed client for every call to the Worker (routes and types come from `worker/app.ts`). */
export const api = hc<AppType>('/api', { fetch: authFetch });

/**
 * The same client without the access token, for the public catalogue: its lists are the same for
 * everyone, so a signed-in visitor also gets the copy the page preloaded (build/route-preloads.ts).
 */
export const publicApi = hc<AppType>('/api', { fetch: fetchWithBookmark });

/**
 * The same client without the tab's D1 bookmark either, for what no visitor's write changes (the
 * deployment's settings, the seeded categories): a tab that has written also takes the copy its
 * HTML asked for.
 */
export const configurationApi = hc<AppType>('/api', {
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => carriedAnswer(input, init) ?? fetch(input, init),
});

/**
 * When a refusal that lifts by itself (Retry-After) may be tried again, on this device's clock:
 * the header counts seconds from now, so a phone whose clock is wrong still waits as long as asked.
 */
function retryTime(headers: Headers | undefined) {
  const value = headers?.get('Retry-After');
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? new Date(Date.now() + seconds * 1000) : undefined;
}

/**
 * Reads a response's JSON, or throws `ApiRequestError` with the server's message in the page's
 * language (docs/architecture.md section 4's error shape).
 */
export async function readJson<R extends { ok: boolean; status: number; headers?: Headers; json(): Promise<unknown> }>(
  response: R,
): Promise<Awaited<ReturnType<R['json']>>> {
  if (response.ok) return (await response.json()) as Awaited<ReturnType<R['json']>>;
  const body = (await response.json().catch(() => null)) as RefusalBody | null;
  // The refusals' texts load with the first refusal, not with every page.
  const { refusalText } = await import('./refusal-text');
  throw new ApiRequestError(
    response.status,
    (body && refusalText(body)) || t`Something went wrong. Please try again.`,
    (body?.issues ?? []).map((issue) => ({ ...issue, message: catalogText(issue.message) })),
    typeof body?.reason === 'string' ? body.reason : undefined,
    retryTime(response.headers),
  );
}

import { hc } from 'hono/client';
import type { AppType } from '../../worker/app';

/** An API failure, carrying the server's message for the person to read. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly issues: { path: string; message: string }[];

  constructor(status: number, message: string, issues: { path: string; message: string }[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.issues = issues;
  }
}

/** The typed client for every call to the Worker (routes and types come from `worker/app.ts`). */
export const api = hc<AppType>('/api');

/**
 * Reads a response's JSON, or throws `ApiRequestError` with the server's message
 * (DESIGN.md section 4's error shape).
 */
export async function readJson<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as { message?: string; issues?: [] } | null;
  throw new ApiRequestError(
    response.status,
    body?.message ?? 'Something went wrong. Please try again.',
    body?.issues ?? [],
  );
}

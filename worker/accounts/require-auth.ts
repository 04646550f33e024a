import type { Context } from 'hono';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BlankInput, Input } from 'hono/types';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { readBearerToken } from './bearer';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { accessTokenClaims, activeUser } from './sessions';
import { findUserById, userById } from './users';

type TokenReader = (c: Context<AppEnv>) => Promise<string | null>;

const fromAuthorizationHeader: TokenReader = async (c) => readBearerToken(c.req.header('Authorization'));

/** The claims of the caller's access token (no D1 work): refuses a request without a valid one. */
export async function callerClaims(c: Context<AppEnv>, readToken: TokenReader = fromAuthorizationHeader) {
  const token = await readToken(c);
  if (!token) throw new Refusal('sign-in-required');
  return accessTokenClaims(token, c.env.JWT_SECRET);
}

/** The user id of the caller's access token (no D1 work): refuses a request without a valid one. */
export async function callerUserId(c: Context<AppEnv>, readToken: TokenReader = fromAuthorizationHeader) {
  return (await callerClaims(c, readToken)).userId;
}

/**
 * Requires a valid access token and loads its user on every request, so a deleted account is
 * locked out at once and a role change applies at once. The token comes from the Authorization
 * header unless a route reads it elsewhere too (imgbb's `key`).
 */
export function requireAuth(options: { token?: TokenReader } = {}) {
  return createMiddleware<AppEnv>(async function requireAuth(c, next) {
    const userId = await callerUserId(c, options.token);
    c.set('callerId', userId);
    c.set('user', activeUser(await findUserById(c.var.db, userId), adminEmails(c.env)));
    await next();
  });
}

/** The authenticated caller, for a service that reads their row itself (accounts/caller.ts). */
export const callerOf = (c: Context<AppEnv>) => ({ id: c.get('callerId'), admins: adminEmails(c.env) });

/**
 * Requires a valid access token without reading the account: for a write whose own batch reads the
 * caller's row and whose SQL writes only for an active account (docs/decisions/011).
 */
export function requireAccessToken() {
  return createMiddleware<AppEnv>(async function requireAccessToken(c, next) {
    c.set('callerId', await callerUserId(c));
    await next();
  });
}

type BatchRead = BatchItem<'sqlite'> | readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
type ReadResult<Q extends BatchRead> = Q extends readonly BatchItem<'sqlite'>[]
  ? BatchResponse<Q>
  : Q extends BatchItem<'sqlite'>
    ? Q['_']['result']
    : never;

/**
 * `requireAuth` with the request's own read in the same batch: the caller's row and the read go to
 * D1 together, one round trip instead of two (docs/decisions/011). The read is one query or a list
 * of them, keyed by the caller (their orders, their wish list) or by the request: a body that
 * `validate` checked before it, or a path id bounded in length (a booking by its id). Its rows are
 * in `c.var.read`, answered only after the caller's row shows an active account and the role
 * middleware after it agreed.
 * After `requireAccessToken` it takes the caller's id from there.
 */
export function requireAuthReading<Q extends BatchRead, I extends Input = BlankInput>(
  read: (db: Db, userId: string, c: Context<AppEnv, string, I>) => Q,
) {
  return createMiddleware<
    { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { read: ReadResult<Q> } },
    string,
    I
  >(async function requireAuthReading(c, next) {
    const context = c as unknown as Context<AppEnv, string, I>;
    const userId = c.get('callerId') ?? (await callerUserId(context as Context<AppEnv>));
    c.set('callerId', userId);
    const db = c.var.db;
    const work = read(db, userId, context);
    const many = Array.isArray(work);
    const [[row], ...rows] = await db.batch([userById(db, userId), ...(many ? work : [work as BatchItem<'sqlite'>])]);
    c.set('user', activeUser(row, adminEmails(c.env)));
    c.set('read', (many ? rows : rows[0]) as ReadResult<Q>);
    await next();
  });
}

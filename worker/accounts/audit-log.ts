/**
 * The audit log (trust and safety): every admin action is written in the same batch as the action
 * itself, so there is no action without its entry and no entry without its action. A person's own
 * change of what their account may do (starting to sell, selling.ts) is recorded the same way, with
 * themself in `adminId`, the actor.
 */
import { aliasedTable, and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { pageCursor } from '../../shared/schemas/common';
import { bound, insertedRow } from '../db/inserted-row';
import { auditLog, products, users, type AuditEntry } from '../db/schema';

/** Entries per page of the admin's view. */
export const AUDIT_PAGE = 50;

type Entry = Pick<AuditEntry, 'adminId' | 'action' | 'targetType' | 'targetId'> & {
  reason?: string | null;
  until?: Date | null;
};

/** The entry's insert, to join the action's batch. */
export const auditEntry = (db: Db, entry: Entry) =>
  db
    .insert(auditLog)
    .values({ id: crypto.randomUUID(), ...entry, reason: entry.reason ?? null, until: entry.until ?? null });

/**
 * The entry's insert, written only if the statement just before it in the batch changed a row
 * (SQLite's `changes()`; a batch runs its statements in order in one transaction): an action that
 * found nothing to do leaves no entry.
 */
export const auditOfChange = (db: Db, entry: Omit<Entry, 'targetId'> & { targetId: string | SQL }) =>
  db.insert(auditLog).select(
    db
      .select(
        insertedRow(auditLog, {
          id: bound(crypto.randomUUID()),
          adminId: users.id,
          action: bound(entry.action),
          targetType: bound(entry.targetType),
          targetId: typeof entry.targetId === 'string' ? bound(entry.targetId) : entry.targetId.as('target_id'),
          reason: bound(entry.reason ?? null),
          until: bound(entry.until?.getTime() ?? null),
        }),
      )
      .from(users)
      .where(and(eq(users.id, entry.adminId), sql`changes() > 0`)),
  );

const admin = aliasedTable(users, 'admin');

/** A page of the log, newest first, after the `before` entry's place when given. */
export async function auditLogPage(db: Db, before?: { at: number; id: string }) {
  const rows = await db
    .select({
      entry: {
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        until: auditLog.until,
        createdAt: auditLog.createdAt,
      },
      adminName: renamed(admin.name, 'admin_name'),
      // What the target is called now, for people reading the log; the id stays the record.
      listingName: renamed(products.name, 'listing_name'),
      userName: sql<string | null>`(SELECT ${users.name} FROM ${users}
        WHERE ${auditLog.targetType} = 'user' AND ${users.id} = ${auditLog.targetId})`.as('user_name'),
    })
    .from(auditLog)
    .innerJoin(admin, eq(admin.id, auditLog.adminId))
    .leftJoin(products, and(eq(auditLog.targetType, 'listing'), eq(products.id, auditLog.targetId)))
    .where(
      before
        ? or(
            lt(auditLog.createdAt, new Date(before.at)),
            and(eq(auditLog.createdAt, new Date(before.at)), lt(auditLog.id, before.id)),
          )
        : undefined,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE);
  const entries = rows.map((row) => ({
    _id: row.entry.id,
    adminName: row.adminName,
    action: row.entry.action,
    targetType: row.entry.targetType,
    targetId: row.entry.targetId,
    targetName: row.listingName ?? row.userName,
    reason: row.entry.reason,
    until: row.entry.until?.toISOString() ?? null,
    createdAt: row.entry.createdAt.toISOString(),
  }));
  const last = rows.at(-1)?.entry;
  const next = rows.length === AUDIT_PAGE && last ? pageCursor(last.createdAt, last.id) : null;
  return { entries, next };
}

/**
 * A person's saved searches: listing, saving, renaming or changing how often they hear, and deleting
 * them. Each is one round trip (decision 011): the caller's row, and a write that checks its own
 * conditions in SQL (the account is active, the search is theirs, the cap is not reached).
 */
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { savedSearches, savedSearchMatches, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { activeUserById, allowedCaller, readAsCaller, userById, type Caller } from '../accounts';
import { SAVED_SEARCHES_MAX, type SavedSearchInput, type SavedSearchUpdate } from '../../shared/schemas/notifications';
import { searchKeys, storedFilters } from './search-keys';

const shown = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
};

type ShownRow = { [K in keyof typeof shown]: (typeof savedSearches.$inferSelect)[K] };

/** A saved search as the API answers it: its filters as /allproduct's query string holds them. */
const toApiSavedSearch = (row: ShownRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The caller's saved searches, newest first. */
export async function mySavedSearches(db: Db, caller: Caller) {
  const { rows } = await readAsCaller(db, caller, {}, [
    db
      .select(shown)
      .from(savedSearches)
      .where(eq(savedSearches.userId, caller.id))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
  ]);
  return { savedSearches: rows[0].map(toApiSavedSearch) };
}

/**
 * Saves a search for the caller; answers its id. The insert itself checks that the account is active
 * and that they keep fewer than SAVED_SEARCHES_MAX: with the caller's row allowed, nothing written
 * means the searches are full (another request of theirs may have taken the last place meanwhile).
 */
export async function saveSearch(db: Db, caller: Caller, input: SavedSearchInput) {
  const id = crypto.randomUUID();
  const keys = searchKeys(input.filters);
  const theirs = eq(savedSearches.userId, caller.id);
  const [[row], inserted] = await db.batch([
    userById(db, caller.id),
    db
      .insert(savedSearches)
      .select(
        db
          .select(
            insertedRow(savedSearches, {
              id: bound(id),
              userId: users.id,
              name: bound(input.name),
              filters: bound(JSON.stringify(storedFilters(input.filters))),
              categoryKey: bound(keys.category),
              districtKey: bound(keys.district),
              tonsKey: bound(keys.tons),
              inverterKey: bound(keys.inverter),
              frequency: bound(input.frequency),
            }),
          )
          .from(users)
          .where(
            and(
              exists(activeUserById(db, caller.id)),
              eq(users.id, caller.id),
              sql`(SELECT count(*) FROM ${savedSearches} WHERE ${theirs}) < ${SAVED_SEARCHES_MAX}`,
            ),
          ),
      )
      .returning({ id: savedSearches.id }),
  ]);
  allowedCaller(row, caller.admins);
  if (inserted.length === 0) throw new Refusal('saved-searches-full');
  return id;
}

/** The caller's own search `id`, written only while their account is active. */
const ownSearch = (db: Db, caller: Caller, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, caller.id), exists(activeUserById(db, caller.id)));

/** Renames a saved search or changes how often it alerts; someone else's is not found. */
export async function changeSavedSearch(db: Db, caller: Caller, id: string, change: SavedSearchUpdate) {
  const [[row], changed] = await db.batch([
    userById(db, caller.id),
    db
      .update(savedSearches)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.frequency !== undefined && { frequency: change.frequency }),
      })
      .where(ownSearch(db, caller, id))
      .returning(shown),
  ]);
  allowedCaller(row, caller.admins);
  if (!changed[0]) throw new Refusal('saved-search-not-found');
  return toApiSavedSearch(changed[0]);
}

/** Deletes a saved search and the matches waiting for its digest; someone else's is not found. */
export async function deleteSavedSearch(db: Db, caller: Caller, id: string) {
  const [[row], , deleted] = await db.batch([
    userById(db, caller.id),
    db.delete(savedSearchMatches).where(
      and(
        eq(savedSearchMatches.savedSearchId, id),
        exists(
          db
            .select({ id: savedSearches.id })
            .from(savedSearches)
            .where(ownSearch(db, caller, id)),
        ),
      ),
    ),
    db
      .delete(savedSearches)
      .where(ownSearch(db, caller, id))
      .returning({ id: savedSearches.id }),
  ]);
  allowedCaller(row, caller.admins);
  if (deleted.length === 0) throw new Refusal('saved-search-not-found');
  return { acknowledged: true, deletedCount: deleted.length };
}

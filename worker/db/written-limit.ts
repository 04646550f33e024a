/**
 * A LIMIT written into a statement's text instead of bound (decision 040). SQLite plans a LIMIT
 * with the value bound to it, so binding a LIMIT parameter expires the statement and SQLite
 * prepares it again on its first step: each run of a public list paid its preparation twice, on a
 * search's statement about 0.4 ms (node:sqlite on the bench's database, workerd's D1 preparing
 * each request's statement anew). Drizzle binds every number given to `.limit()`, so the number is
 * given as SQL, which its dialect writes in place.
 */
import { sql, type Placeholder } from 'drizzle-orm';

export function writtenLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`A limit is a whole number of rows, not ${rows}.`);
  // `.limit()` is typed for a number or a placeholder; its dialect renders any SQL it is given.
  return sql.raw(String(rows)) as unknown as Placeholder;
}

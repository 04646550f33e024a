import { drizzle } from 'drizzle-orm/d1';

/**
 * A Drizzle client over the D1 binding or one of its sessions (read replication), one per request.
 * It takes no schema: the query builder needs none, and with one Drizzle would rebuild its
 * relational-query map on every request (about a seventh of the Worker's time on a cache hit).
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  // A session offers the prepare and batch calls Drizzle uses; its types only name the database.
  return drizzle(d1 as D1Database);
}

export type Db = ReturnType<typeof createDb>;

import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/**
 * A Drizzle client over the D1 binding or one of its sessions (read replication); cheap to create,
 * so one per request.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  // A session offers the prepare and batch calls Drizzle uses; its types only name the database.
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof createDb>;

import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

/** All categories in display order, in the API's shape. */
export async function listCategories(db: Db) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, img: row.img, about: row.about }));
}

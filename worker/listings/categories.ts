import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

/**
 * All categories in display order, in the API's shape. The API stays in English (decision 008):
 * `bn` carries a category's Bangla name and description for the SPA to show, when it has them.
 */
export async function listCategories(db: Db) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    img: row.img,
    about: row.about,
    bn: row.nameBn ? { name: row.nameBn, about: row.aboutBn ?? row.about } : null,
  }));
}

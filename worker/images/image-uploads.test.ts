import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { imageUploads } from '../db/schema';
import { insertCategory, postListing, signedInUser, testDb, uploadedImage } from '../test/fixtures';
import { sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS } from './image-uploads';
import { imageKeyFromUrl } from './images';

const DELETES_NOTES = /^delete from "image_uploads"/i;

/**
 * The database, where `first` runs once just before the first statement that deletes upload notes
 * goes to D1: whatever the sweep checked before that statement, `first` has changed since.
 */
function withWriteBeforeNoteDeletes(first: () => Promise<unknown>): D1Database {
  let done: Promise<unknown> | null = null;
  const delayed = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        const member: unknown = Reflect.get(target, property);
        if (typeof member !== 'function') return member;
        if (property === 'bind') return (...values: unknown[]) => delayed(target.bind(...values));
        if (['all', 'run', 'raw', 'first'].includes(String(property)))
          return async (...args: unknown[]) => {
            await (done ??= first());
            return (member as (...a: unknown[]) => unknown).apply(target, args);
          };
        return (member as (...a: unknown[]) => unknown).bind(target);
      },
    });
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare')
        return (sql: string) => (DELETES_NOTES.test(sql) ? delayed(target.prepare(sql)) : target.prepare(sql));
      const member: unknown = Reflect.get(target, property);
      // D1's methods work on the binding itself, not on a proxy of it.
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

const notesOf = (key: string) => testDb().select().from(imageUploads).where(eq(imageUploads.imageKey, key));

describe('the sweep of unused uploads', () => {
  it('keeps a picture a listing took after the sweep found it unused, before its note was deleted', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const [taken, unused] = [await uploadedImage(seller.auth), await uploadedImage(seller.auth)];
    const [takenKey, unusedKey] = [imageKeyFromUrl(taken)!, imageKeyFromUrl(unused)!];
    await testDb()
      .update(imageUploads)
      .set({ uploadedAt: new Date(Date.now() - UNUSED_UPLOAD_TTL_MS - 60_000) })
      .where(eq(imageUploads.uploaderId, seller.user.id));

    let listing: { img: string } | undefined;
    const db = createDb(
      withWriteBeforeNoteDeletes(async () => {
        listing = await postListing(seller, category.id, { img: taken });
      }),
    );
    expect(await sweepUnusedUploads(db, env.PHOTOS)).toBe(1);

    expect(listing && imageKeyFromUrl(listing.img)).toBe(takenKey);
    expect(await env.PHOTOS.head(takenKey)).not.toBeNull();
    expect(await notesOf(takenKey)).toHaveLength(1);
    // The picture nobody took went, note and bytes.
    expect(await env.PHOTOS.head(unusedKey)).toBeNull();
    expect(await notesOf(unusedKey)).toEqual([]);
  });
});

import sharp from 'sharp';
import { storageProxy } from '../../scripts/lib/storage-proxy';
import { createDb } from '../../worker/db/client';
import { bindDemoAccounts, isSeeded, seedDatabase, type RenderArtwork } from '../seed';

const renderArtwork: RenderArtwork = async (svg, copy) => {
  const drawn = sharp(Buffer.from(svg)).resize(copy ? { width: copy.width } : undefined);
  const encoded =
    copy?.mime === 'image/jpeg'
      ? drawn.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true })
      : drawn.webp({ quality: copy ? 75 : 78 });
  return new Uint8Array(await encoded.toBuffer());
};

/**
 * Seeds the local D1 and R2 state that `wrangler dev --persist-to` uses (it adds the v3 folder), through the Worker's own bindings.
 * An already seeded database is left as it is, so a second start keeps everyone's changes.
 */
export async function seedLocal(persistPath: string) {
  const platform = await storageProxy(persistPath);
  try {
    const db = createDb(platform.env.DB);
    if (await isSeeded(db)) {
      await bindDemoAccounts(db);
      return false;
    }
    await seedDatabase(db, { bucket: platform.env.PHOTOS, images: platform.env.IMAGES }, renderArtwork);
    return true;
  } finally {
    await platform.dispose();
  }
}

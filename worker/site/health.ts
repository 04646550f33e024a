/** True when D1 answers a trivial query. */
export async function checkDatabase(d1: D1Database) {
  try {
    await d1.prepare('SELECT 1').first();
    return true;
  } catch {
    return false;
  }
}

/**
 * True when D1 refused a write on a unique index. Drizzle wraps a single statement's error (the
 * D1 message is then its cause), while a batch's error arrives as D1 threw it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}

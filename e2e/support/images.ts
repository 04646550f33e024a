/** A real 1x1 PNG, made unique so content-addressed storage never shares it with another test. */
export function uniquePng() {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from(`e2e-${Date.now()}-${Math.random()}`)]);
}

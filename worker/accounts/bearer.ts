/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header?.match(/^bearer[ \t]+([A-Za-z0-9\-_.~+/]+=*)[ \t]*$/i);
  return match?.[1] ?? null;
}

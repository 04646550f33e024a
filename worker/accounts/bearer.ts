/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header?.match(/^bearer[ \t]+([A-Za-z0-9\-_.~+/]+=*)[ \t]*$/i);
  return match?.[1] ?? null;
}

/**
 * A browser cannot set headers on a WebSocket, so a socket brings the access token as one of its
 * subprotocols (`access-token.<token>`), beside `thanda.v1`, the one the server answers with.
 */
const TOKEN_PROTOCOL = /^access-token\.([A-Za-z0-9\-_.]+)$/;

/** The access token a WebSocket upgrade offers among its subprotocols. */
export async function socketProtocolToken(c: { req: { header: (name: string) => string | undefined } }) {
  const offered = (c.req.header('Sec-WebSocket-Protocol') ?? '').split(',').map((value) => value.trim());
  for (const protocol of offered) {
    const match = protocol.match(TOKEN_PROTOCOL);
    if (match?.[1]) return match[1];
  }
  return null;
}

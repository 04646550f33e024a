/**
 * The SSLCOMMERZ stand-in (worker/test/sslcommerz-stand-in.ts) served over HTTP, for the browser
 * tests, `npm start` (its default gateway) and the official client's own test: its checkout page in
 * the browser, the IPN posted to the Worker like SSLCOMMERZ's servers do. No real payment, no network
 * beyond this machine.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SslcommerzStandIn } from '../../worker/test/sslcommerz-stand-in';

export const SSLCOMMERZ_STAND_IN = { storeId: 'thanda0local', storePassword: 'thanda0local@ssl' };

export interface RunningStandIn {
  url: string;
  standIn: SslcommerzStandIn;
  /** What the store answered to each IPN, in order. */
  ipnAnswers: unknown[];
  /** The Worker variables that send payments here. */
  vars: Record<string, string>;
  close: () => Promise<void>;
}

/** Headers about this connection, not the request: the body is handed on whole. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

async function answer(standIn: SslcommerzStandIn, url: string, req: IncomingMessage, res: ServerResponse) {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, String(value));
    }
    const request = new Request(new URL(req.url ?? '/', url), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const reply = await standIn.fetch(request);
    res.writeHead(reply.status, Object.fromEntries(reply.headers));
    res.end(Buffer.from(await reply.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(error instanceof Error ? error.message : 'stand-in failure');
  }
}

/** Starts the stand-in on `port` (0: any free port; `url` says which). */
export async function startSslcommerzStandIn({ port, host = '127.0.0.1' }: { port: number; host?: string }) {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  // The checkout page's address needs the port the server got, so the stand-in is made after listening.
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const ipnAnswers: unknown[] = [];
  const standIn = new SslcommerzStandIn({
    ...SSLCOMMERZ_STAND_IN,
    baseUrl: url,
    md5: async (text) => createHash('md5').update(text).digest('hex'),
    deliver: async (to, body) => {
      const res = await fetch(to, { method: 'POST', body });
      ipnAnswers.push(res.ok ? await res.json() : { status: res.status });
      if (!res.ok) console.error(`SSLCOMMERZ stand-in: the IPN to ${to} got ${res.status}`);
    },
  });
  server.on('request', (req, res) => void answer(standIn, url, req, res));
  return {
    url,
    standIn,
    ipnAnswers,
    vars: {
      SSLCOMMERZ_STORE_ID: SSLCOMMERZ_STAND_IN.storeId,
      SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_STAND_IN.storePassword,
      SSLCOMMERZ_API_URL: url,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its connections open; idle ones would hold the close for seconds.
        server.closeIdleConnections();
      }),
  } satisfies RunningStandIn;
}

/**
 * The SSLCOMMERZ stand-in (worker/test/sslcommerz-stand-in.ts) served over HTTP, for the browser
 * tests and `npm start -- --gateway sslcommerz`: its checkout page in the browser, the IPN posted
 * to the Worker like SSLCOMMERZ's servers do. No real payment, no network beyond this machine.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
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

export async function startSslcommerzStandIn({ port, host = '127.0.0.1' }: { port: number; host?: string }) {
  const url = `http://${host}:${port}`;
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
  const server: Server = createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = new Request(new URL(req.url ?? '/', url), {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const answer = await standIn.fetch(request);
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'stand-in failure');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url,
    standIn,
    ipnAnswers,
    vars: {
      SSLCOMMERZ_STORE_ID: SSLCOMMERZ_STAND_IN.storeId,
      SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_STAND_IN.storePassword,
      SSLCOMMERZ_API_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies RunningStandIn;
}

/**
 * A stand-in for the Bangladeshi bulk-SMS REST API the Worker texts through (docs/decisions/028): it
 * takes the same form (`api_key`, `senderid`, `number`, `message`), answers as the API does
 * (`response_code` 202 and a `message_id`), and prints each text instead of sending it, as `npm
 * start` prints e-mail verification links. `GET /messages` lists what it was given, for the tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SMS_STAND_IN = { apiKey: 'thanda-local-sms', senderId: 'Thanda' };

export interface Text {
  id: string;
  number: string;
  message: string;
  at: number;
}

export async function startSmsStandIn({ port, show }: { port: number; show: (line: string) => void }) {
  const texts: Text[] = [];
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/messages') return reply(200, texts);
    if (req.method !== 'POST' || url.pathname !== '/api/smsapi') return reply(404, { error: 'Not found' });
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const form = new URLSearchParams(body);
    if (form.get('api_key') !== SMS_STAND_IN.apiKey)
      return reply(200, { response_code: 1002, error_message: 'Api key is wrong' });
    const number = form.get('number') ?? '';
    const message = form.get('message') ?? '';
    if (!/^8801\d{9}$/.test(number) || !message)
      return reply(200, { response_code: 1001, error_message: 'Invalid number or message' });
    const text = { id: String(texts.length + 1), number, message, at: Date.now() };
    texts.push(text);
    show(`to +${number}: ${message}`);
    return reply(200, { response_code: 202, message_id: text.id, success_message: 'SMS Submitted Successfully' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    texts,
    vars: { SMS_API_URL: `${url}/api/smsapi`, SMS_API_KEY: SMS_STAND_IN.apiKey, SMS_SENDER_ID: SMS_STAND_IN.senderId },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

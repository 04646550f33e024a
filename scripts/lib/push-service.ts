/**
 * A local Web Push service for the browser tests and `npm start`: `web-push-testing`'s mock push
 * service (subscribe, receive an encrypted push, read it back decrypted), served over TLS as real push
 * services are, since the Worker's push library sends to https endpoints only. The certificate is made
 * here for localhost, and the Worker's workerd trusts it through NODE_EXTRA_CA_CERTS. Nothing leaves
 * this machine.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generate } from 'selfsigned';

const require = createRequire(import.meta.url);

interface TestingServerClass {
  new (model: unknown, port: number): { _app: (req: unknown, res: unknown) => void; setRequestHandlers(): void };
}

export interface RunningPushService {
  url: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  close: () => Promise<void>;
}

/** Starts the push service on `port` (0: any free port), its certificate kept in `stateDir`. */
export async function startPushService({
  port,
  stateDir,
}: {
  port: number;
  stateDir: string;
}): Promise<RunningPushService> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const certificateFile = join(stateDir, 'push-service.pem');
  writeFileSync(certificateFile, pems.cert);
  // web-push-testing's Express app, with its endpoints; only its plain-HTTP listen is not used.
  const TestingServer = require('web-push-testing/src/server.js') as TestingServerClass;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => { notifyUrl: string };
  };
  const model = new PushApiModel();
  const testing = new TestingServer(model, port);
  testing.setRequestHandlers();
  const server = createServer({ key: pems.private, cert: pems.cert }, testing._app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `https://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${url}/notify/`;
  return {
    url,
    certificateFile,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/render';
import { keyBytes, readPushDevice, renewPushSubscription, turnOffPush, turnOnPush } from './push-device';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OLD_KEY = 'BOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0ldKeyOld0';

/** A push subscription as a browser keeps it. */
function subscription(key: string, endpoint = `https://push.example/${key.slice(0, 8)}`) {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes(key).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key-0123456789', auth: 'auth-key-0123456789' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** The browser's push machinery: a service worker registration holding at most one subscription. */
function fakeBrowser({ permission = 'granted', existing = null as ReturnType<typeof subscription> | null } = {}) {
  const state = { current: existing };
  const pushManager = {
    getSubscription: vi.fn(async () => state.current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      const key = btoa(String.fromCharCode(...applicationServerKey))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return (state.current = subscription(key));
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (state.current ? registration : undefined)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  return { state, pushManager, serviceWorker };
}

function serve(publicKey: string | null = KEY) {
  const api = stubApi({
    '/api/push/key': () => Response.json({ publicKey }),
    '/api/push/subscriptions': () => Response.json({ acknowledged: true }, { status: 201 }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => localStorage.setItem('accessToken', 'token-123'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('asks permission, registers the service worker, subscribes with the key and tells the server', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const { bodies } = serve();
    expect(await readPushDevice('en')).toEqual({ status: 'off', key: KEY });

    expect(await turnOnPush(KEY, 'bn')).toBe('granted');
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toEqual({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(bodies).toEqual([
      {
        path: '/api/push/subscriptions',
        body: {
          endpoint: browser.state.current!.endpoint,
          keys: { p256dh: 'p256dh-key-0123456789', auth: 'auth-key-0123456789' },
          vapidKey: KEY,
          language: 'bn',
        },
      },
    ]);
  });

  it('subscribes again when the subscription was made with another key, at start and on the settings page', async () => {
    const old = subscription(OLD_KEY);
    const browser = fakeBrowser({ existing: old });
    const { bodies } = serve();
    await renewPushSubscription('en');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(bodies.map((sent) => (sent.body as { vapidKey: string }).vapidKey)).toEqual([KEY]);

    // Made with the current key now: nothing more to do.
    expect(await readPushDevice('en')).toEqual({ status: 'on', key: KEY });
    await renewPushSubscription('en');
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
  });

  it('leaves a browser without a subscription alone at start, and says when the site sends no pushes', async () => {
    const browser = fakeBrowser();
    const { calls } = serve(null);
    await renewPushSubscription('en');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(await readPushDevice('en')).toEqual({ status: 'unavailable', key: null });
  });

  it('turns off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    const current = subscription(KEY);
    fakeBrowser({ existing: current });
    const { requests, bodies } = serve();
    await turnOffPush();
    expect(requests).toEqual([{ method: 'DELETE', path: '/api/push/subscriptions' }]);
    expect(bodies).toEqual([{ path: '/api/push/subscriptions', body: { endpoint: current.endpoint } }]);
    expect(current.unsubscribe).toHaveBeenCalled();
  });
});

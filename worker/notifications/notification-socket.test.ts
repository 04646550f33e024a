import { describe, expect, it, vi } from 'vitest';
import { api, signedInUser } from '../test/fixtures';
import { sendOverHttp, startConversation } from '../test/conversations';
import { listingForSale, type Account } from '../test/orders';
import type { InboxEvent } from './notification-inbox';

/** The queue's consumer tells the open tabs within its batch's second; give it a few. */
const QUEUED = { timeout: 10_000, interval: 100 };

/** A person's open notifications socket (the bell's), recording every event it is sent. */
async function openNotificationsSocket(account: Account) {
  const res = await api('/notifications/socket', {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': `thanda.v1, access-token.${account.token}` },
  });
  expect(res.status).toBe(101);
  const events: InboxEvent[] = [];
  const ws = res.webSocket!;
  ws.addEventListener('message', (event) => {
    events.push(JSON.parse(event.data as string) as InboxEvent);
  });
  ws.accept();
  await vi.waitFor(() => expect(events).toContainEqual({ type: 'unread', unread: 0 }));
  return { ws, notifications: () => events.flatMap((event) => (event.type === 'notification' ? [event] : [])) };
}

const inboxOf = async (account: Account) =>
  (await (await api('/conversations', { headers: account.auth })).json<{ conversations: { _id: string }[] }>())
    .conversations;

describe('the notifications socket tells of a new conversation', () => {
  it('a buyer’s first message reaches the seller’s open tab at once, while they look at their inbox', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer', { name: 'Karim' });
    const sellerTab = await openNotificationsSocket(seller);
    const buyerTab = await openNotificationsSocket(buyer);
    const id = await startConversation(buyer, product._id);
    // The seller's inbox shows a conversation once the buyer wrote in it.
    expect(await inboxOf(seller)).toEqual([]);

    expect((await sendOverHttp(buyer, id, 'Is it still available?')).status).toBe(201);
    // The SPA refreshes the open inbox on this event (web/app/routes/messages-pages.tsx).
    await vi.waitFor(() => expect(sellerTab.notifications()).toHaveLength(1), QUEUED);
    expect(sellerTab.notifications()[0]).toMatchObject({
      unread: 1,
      notification: { kind: 'message', link: `/dashboard/messages/${id}`, params: { name: 'Karim' } },
    });
    expect((await inboxOf(seller)).map((row) => row._id)).toEqual([id]);
    expect(buyerTab.notifications()).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { logIn } from './support/pages';

// Issue 64: a conversation on a 390 px phone. The composer stays on the screen with Send beside it,
// and a first message reaches the seller's open inbox over their notifications socket, not its poll.
const PHONE = { width: 390, height: 844 };

/** Longer than the box shows at once: it grows to a few lines, then scrolls. */
const LONG_MESSAGE = [
  'Assalamu alaikum. I saw your split AC and I would like to know a few things before I come to see it.',
  'How many summers has it been used, and was it ever serviced or regassed?',
  'Does it come with the remote, the outdoor stand and the copper pipes?',
  'Is there any noise from the outdoor unit when it starts?',
  'Could I see it running on Friday after Jumma, around 4 pm, in Banani?',
  'If everything is fine I can pay in cash the same day.',
].join('\n');

/** Resolves once the page's notifications socket is open and the server has spoken on it. */
async function notificationsSocketReady(page: Page, open: () => Promise<unknown>) {
  // The frame is listened for the moment the socket opens: it may arrive before `open` resolves.
  const spoken = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().endsWith('/api/notifications/socket')) ws.once('framereceived', () => resolve());
    });
  });
  await open();
  await spoken;
}

test('on a phone, Send stays in view while writing a long first message, and it reaches the seller’s open inbox at once', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  const phone = { viewport: PHONE, hasTouch: true, isMobile: true };

  // The seller has their inbox open, with nothing in it yet.
  const sellerContext = await browser.newContext(phone);
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller.email, seller.password);
  await notificationsSocketReady(sellerPage, () => sellerPage.goto('/dashboard/messages'));
  await expect(sellerPage.getByText(/No messages yet/)).toBeVisible();

  const buyerContext = await browser.newContext(phone);
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/products/split-ac');
  const card = buyerPage.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Message seller: ${listing.name}` }).click();

  // The thread fills the screen under the navbar: its header at the top, the composer at the bottom.
  await expect(buyerPage.getByRole('heading', { name: seller.name })).toBeInViewport({ ratio: 1 });
  const box = buyerPage.getByRole('textbox', { name: 'Message', exact: true });
  const send = buyerPage.getByRole('button', { name: 'Send' });
  await expect(box).toBeInViewport({ ratio: 1 });
  await box.fill(LONG_MESSAGE);
  // The box grew to a few lines and stopped (max-h-32, 128 px); Send is whole, beside it, and usable.
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(send).toBeEnabled();
  const boxArea = (await box.boundingBox())!;
  const sendArea = (await send.boundingBox())!;
  expect(boxArea.height).toBeGreaterThan(50);
  expect(boxArea.height).toBeLessThanOrEqual(128);
  expect(sendArea.x).toBeGreaterThanOrEqual(boxArea.x + boxArea.width);
  expect(sendArea.y + sendArea.height).toBeLessThanOrEqual(PHONE.height);
  expect(sendArea.y).toBeLessThan(boxArea.y + boxArea.height);
  await send.tap();
  const messages = buyerPage.getByRole('list', { name: 'Messages' });
  const sent = messages.getByRole('listitem').filter({ hasText: 'Could I see it running on Friday' });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0);
  // Sent, the box is small again, and the newest message shows above it.
  await expect(sent).toBeInViewport();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  // The seller's open inbox shows the new conversation well before its 30 s poll would.
  const row = sellerPage.getByRole('link', { name: `${buyer.name} about ${listing.name}, 1 unread` });
  await expect(row).toBeVisible();
  await row.click();
  const sellerMessages = sellerPage.getByRole('list', { name: 'Messages' });
  await expect(sellerMessages.getByText('If everything is fine I can pay in cash the same day.')).toBeInViewport();
  await expect(sellerPage.getByRole('heading', { name: buyer.name })).toBeInViewport({ ratio: 1 });
  await expect(sellerPage.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });

  await buyerContext.close();
  await sellerContext.close();
});

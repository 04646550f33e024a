import { expect, test, type Page } from '@playwright/test';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { logIn } from './support/pages';

// The unread total is asked for every 10 s: allow one interval and some.
const BADGE_TIMEOUT = 15_000;

const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function write(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = messageList(page).getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0);
}

test('a buyer and a seller talk in real time, and a buyer back online gets what they missed, in order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/products/split-ac');
  const card = buyerPage.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Message seller: ${listing.name}` }).click();
  await expect(buyerPage.getByRole('heading', { name: seller.name })).toBeVisible();
  await expect(buyerPage.getByText(listing.name)).toBeVisible();
  await write(buyerPage, 'Is it still available?');

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto('/dashboard');
  const sellerBadge = sellerPage.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(sellerBadge).toBeVisible({ timeout: BADGE_TIMEOUT });
  await sellerBadge.click();
  await sellerPage.getByRole('link', { name: `${buyer.name} about ${listing.name}, 1 unread` }).click();
  await expect(messageList(sellerPage).getByText('Is it still available?')).toBeVisible();
  // Read: the seller's badge goes, and the buyer sees it was seen.
  await expect(sellerPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible({
    timeout: BADGE_TIMEOUT,
  });
  await expect(messageList(buyerPage).getByText('Seen')).toBeVisible();

  // Each sees the other's message without reloading.
  await write(sellerPage, 'Yes. You can see it on Friday.');
  await expect(messageList(buyerPage).getByText('Yes. You can see it on Friday.')).toBeVisible();
  await write(buyerPage, 'Friday at 4 pm then.');
  await expect(messageList(sellerPage).getByText('Friday at 4 pm then.')).toBeVisible();

  // The buyer goes offline; the seller writes twice; the buyer comes back.
  await buyerContext.setOffline(true);
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await write(sellerPage, 'Bring the stand.');
  await write(sellerPage, 'And cash, please.');
  await buyerContext.setOffline(false);
  const buyerMessages = messageList(buyerPage).getByRole('listitem');
  await expect(buyerMessages).toContainText([
    'Is it still available?',
    'Yes. You can see it on Friday.',
    'Friday at 4 pm then.',
    'Bring the stand.',
    'And cash, please.',
  ]);
  for (const text of ['Bring the stand.', 'And cash, please.'])
    await expect(buyerMessages.filter({ hasText: text })).toHaveCount(1);

  // Away from the thread, the buyer's badge counts what arrives.
  await buyerPage.goto('/dashboard/messages');
  await write(sellerPage, 'See you.');
  await expect(buyerPage.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible({ timeout: BADGE_TIMEOUT });
  await expect(buyerPage.getByRole('link', { name: `${seller.name} about ${listing.name}, 1 unread` })).toBeVisible({
    timeout: BADGE_TIMEOUT,
  });

  await buyerContext.close();
  await sellerContext.close();
});

test('where WebSockets are blocked, the thread works by plain requests', async ({ browser }) => {
  test.setTimeout(60_000);
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  // A network that refuses every WebSocket.
  await buyerPage.routeWebSocket(/\/socket$/, (socket) => socket.close());
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/products/split-ac');
  const card = buyerPage.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Message seller: ${listing.name}` }).click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Live updates are blocked' })).toBeVisible();
  await write(buyerPage, 'Hello from a strict office network.');

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto('/dashboard/messages');
  await sellerPage.getByRole('link', { name: `${buyer.name} about ${listing.name}, 1 unread` }).click();
  await expect(messageList(sellerPage).getByText('Hello from a strict office network.')).toBeVisible();
  await write(sellerPage, 'Hello! It still works.');
  await expect(messageList(buyerPage).getByText('Hello! It still works.')).toBeVisible();
  await write(buyerPage, 'Great.');
  await expect(messageList(sellerPage).getByText('Great.')).toBeVisible();

  await buyerContext.close();
  await sellerContext.close();
});

test('Message seller is offered to signed-in people only, never on their own listing', async ({ page }) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: listing.name });
  await expect(card.getByRole('button', { name: `Book Now: ${listing.name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: /Message seller/ })).toHaveCount(0);
  await logIn(page, seller.email, seller.password);
  await page.goto('/products/split-ac');
  // Their own listing offers its seller's next steps instead of booking it.
  await expect(card.getByRole('link', { name: `Edit ${listing.name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Book Now: ${listing.name}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Message seller/ })).toHaveCount(0);
});

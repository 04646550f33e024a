import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { ModerationQueue } from './moderation-queue';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const QUEUE = '/api/dashboard/moderation';

const reportedListing = (overrides: Record<string, unknown> = {}) => ({
  targetType: 'listing',
  targetId: 'p1',
  count: 2,
  latestAt: '2026-11-21T10:00:00.000Z',
  reports: [
    {
      _id: 'r2',
      reason: 'scam',
      note: 'Asked me for an advance by bKash.',
      reporterName: 'Farhana',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    { _id: 'r1', reason: 'misleading', note: null, reporterName: 'Nila', createdAt: '2026-11-20T10:00:00.000Z' },
  ],
  listing: {
    _id: 'p1',
    name: 'Gree 1.5 Ton Split AC',
    img: '/api/images/p1.webp',
    price: 360,
    sold: false,
    removed: false,
    moderation: null,
    moderationReason: null,
    sellerId: 's1',
    sellerName: 'Rahim Uddin',
  },
  ...overrides,
});

const reportedUser = {
  targetType: 'user',
  targetId: 'u9',
  count: 1,
  latestAt: '2026-11-19T10:00:00.000Z',
  reports: [
    { _id: 'r3', reason: 'offensive', note: null, reporterName: 'Karim', createdAt: '2026-11-19T10:00:00.000Z' },
  ],
  user: {
    _id: 'u9',
    name: 'Shafiq Ahmed',
    email: 'shafiq@example.test',
    role: 'seller',
    configuredAdmin: false,
    deleted: false,
    suspension: null,
  },
};

const queue = (reported: unknown[]) => Response.json({ reported, pending: [], verifications: [] });

/** Serves the queue and the actions, recording each request with its JSON body. */
function serve(answers: Record<string, () => Response>) {
  const { fetchStub, requests, bodies } = stubApi(answers);
  vi.stubGlobal('fetch', fetchStub);
  renderWithRouter(
    <>
      <ModerationQueue />
      <Toaster />
    </>,
  );
  return { requests, bodies };
}

describe('ModerationQueue', () => {
  it('groups the open reports by what they are about, the most reported first, with their count and reasons', async () => {
    serve({ [QUEUE]: () => queue([reportedListing(), reportedUser]) });
    const list = await screen.findByRole('list', { name: 'Reported listings, people and conversations' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Gree 1.5 Ton Split AC', 'Shafiq Ahmed']);

    const listing = within(cards[0]!);
    expect(listing.getByText('Listing')).toBeInTheDocument();
    expect(listing.getByText('2 reports')).toBeInTheDocument();
    expect(listing.getByRole('link', { name: 'Gree 1.5 Ton Split AC' })).toHaveAttribute(
      'href',
      '/listing/p1/gree-1-5-ton-split-ac',
    );
    expect(cards[0]).toHaveTextContent('৳360 · seller Rahim Uddin');
    const reports = within(listing.getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    expect(reports[0]).toHaveTextContent('Scam, or asks for an advance payment · Farhana · 21/11/2026');
    expect(reports[0]).toHaveTextContent('Asked me for an advance by bKash.');
    expect(reports[1]).toHaveTextContent('Misleading · Nila · 20/11/2026');
    for (const action of ['Hide listing', 'Suspend seller', 'Delete listing', 'Dismiss'])
      expect(listing.getByRole('button', { name: action })).toBeInTheDocument();

    const person = within(cards[1]!);
    expect(person.getByText('User')).toBeInTheDocument();
    expect(person.getByText('1 report')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('shafiq@example.test · seller');
    expect(person.getByText('Offensive')).toBeInTheDocument();
    expect(person.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(person.queryByRole('button', { name: 'Hide listing' })).not.toBeInTheDocument();
  });

  it('offers only Dismiss on a reported admin of the deployment, whom nobody may suspend or delete', async () => {
    const admin = { ...reportedUser, user: { ...reportedUser.user, configuredAdmin: true } };
    serve({ [QUEUE]: () => queue([admin]) });
    const card = within(await screen.findByRole('article', { name: 'Shafiq Ahmed' }));
    expect(card.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    for (const action of ['Suspend', 'Delete user'])
      expect(card.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });

  it('hides a listing only once the admin confirms with a reason, then says so and refreshes the queue', async () => {
    let hidden = false;
    const { requests, bodies } = serve({
      [QUEUE]: () => queue(hidden ? [] : [reportedListing()]),
      '/api/moderation/listings/p1/hide': () => {
        hidden = true;
        return Response.json({ acknowledged: true, closedCount: 2 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Gree 1.5 Ton Split AC' });

    await userEvent.click(within(card).getByRole('button', { name: 'Hide listing' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide Gree 1.5 Ton Split AC?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Hide listing' }));
    dialog = await screen.findByRole('dialog', { name: 'Hide Gree 1.5 Ton Split AC?' });
    expect(dialog).toHaveTextContent('It leaves every public list and its page. Its seller sees your reason.');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Asks for an advance payment. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }));

    expect(await screen.findByText('Listing hidden.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/moderation/listings/p1/hide' });
    expect(bodies).toContainEqual({
      path: '/api/moderation/listings/p1/hide',
      body: { reason: 'Asks for an advance payment.' },
    });
    expect(await screen.findByText('Nothing is reported. The queue is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open and shows the server's refusal when an action fails", async () => {
    serve({
      [QUEUE]: () => queue([reportedListing()]),
      '/api/moderation/listings/p1/hide': () =>
        Response.json({ message: 'A sold product cannot be changed.' }, { status: 409 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide listing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText('A sold product cannot be changed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Hide Gree 1.5 Ton Split AC?' })).toBeInTheDocument();
    expect(screen.queryByText('Listing hidden.')).not.toBeInTheDocument();
  });

  it('dismisses the reports about a person, the reason being optional', async () => {
    let dismissed = false;
    const { requests, bodies } = serve({
      [QUEUE]: () => queue(dismissed ? [reportedListing()] : [reportedListing(), reportedUser]),
      '/api/moderation/dismiss': () => {
        dismissed = true;
        return Response.json({ acknowledged: true, closedCount: 1 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Shafiq Ahmed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports about Shafiq Ahmed?' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).not.toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('Reports dismissed.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: '/api/moderation/dismiss' });
    expect(bodies).toContainEqual({ path: '/api/moderation/dismiss', body: { targetType: 'user', targetId: 'u9' } });
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Shafiq Ahmed' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
  });

  it("names a reported person's role in the page's language", async () => {
    i18n.activate('bn');
    serve({ [QUEUE]: () => queue([reportedUser]) });
    expect(await screen.findByText('shafiq@example.test · বিক্রেতা')).toBeInTheDocument();
  });

  it('says so when nothing is reported or waiting', async () => {
    serve({ [QUEUE]: () => queue([]) });
    expect(await screen.findByText('Nothing is reported. The queue is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New listings waiting for review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sellers asking to be verified' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the API's refusal to open the queue", async () => {
    serve({ [QUEUE]: () => Response.json({ message: 'You do not have permission to do that.' }, { status: 403 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(screen.queryByText('Nothing is reported. The queue is empty.')).not.toBeInTheDocument();
  });
});

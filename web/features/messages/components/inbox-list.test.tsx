import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { InboxList } from './inbox-list';

afterEach(() => vi.unstubAllGlobals());

// Built from now, so the row says the same whatever day the tests run.
const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000).toISOString();

const row = (lastMessageAt: string | null) => ({
  _id: 'c1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton',
  productImg: '/api/images/a.webp',
  otherName: 'Karim',
  side: 'seller',
  lastMessage: lastMessageAt ? 'Is it still available?' : null,
  lastMessageMine: false,
  lastMessageAt,
  unread: 1,
  blocked: false,
  status: 'open',
});

function serve(lastMessageAt: string | null) {
  const api = stubApi({
    '/api/conversations': () => Response.json({ unreadTotal: 1, conversations: [row(lastMessageAt)] }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<InboxList />);
}

describe('InboxList', () => {
  it('says how long ago the last message came, with its full date and time on the element', async () => {
    const at = twoHoursAgo();
    serve(at);
    const when = await screen.findByText('2 hr ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', at);
    expect(when).toHaveAttribute('title', formatMoment(at));
    expect(when.title).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  });

  it('says it in Bangla on a Bangla page', async () => {
    i18n.activate('bn');
    serve(twoHoursAgo());
    const when = await screen.findByText('২ ঘণ্টা আগে');
    expect(when.title).toMatch(/^[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}, [০-৯]{1,2}:[০-৯]{2} [\u0980-\u09FF]+$/u);
  });

  it('shows no time for a conversation without messages', async () => {
    serve(null);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});

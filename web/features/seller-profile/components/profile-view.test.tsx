import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import type { Profile, Review } from '@/features/seller-profile/api/seller-profile';
import { ProfileView, type Viewer } from './profile-view';
import { i18n } from '@/lib/i18n';
import { messages as bnListing } from '@/locales/listing/bn.po';
import { messages as enListing } from '@/locales/listing/en.po';
import { profileLabels } from '@shared/listing-data';

// The fixture's review was written the day before: still editable, whatever day the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.remove();
});

const MINE = '/api/reviews/mine/s1';

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'rv1',
  sellerId: 's1',
  buyerName: 'Farhana',
  paidVia: 'thanda',
  rating: 4,
  text: 'Cold air from the first minute.',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: null,
  editableUntil: '2026-11-29T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...overrides,
});

const forSale: Profile['listings'][number] = {
  _id: 'p1',
  name: 'Gree 1.5 Ton Split AC',
  price: 300,
  negotiable: false,
  originalPrice: 720,
  purchaseYear: 2023,
  used: 3,
  condition: 'good',
  location: 'Mirpur, Dhaka',
  district: 'dhaka',
  division: 'dhaka',
  phone: '01711-234567',
  about: 'Works well.',
  brand: 'gree',
  type: 'split',
  tons: 1.5,
  inverter: true,
  warrantyMonths: null,
  img: '/api/images/p1.webp',
  categoryId: 'split-ac',
  categoryName: 'Split AC',
  sellerName: 'Rahim Uddin',
  verifySeller: true,
  sellerId: 's1',
  sellerRating: { average: 4.5, count: 12 },
  advertise: false,
  paid: false,
  status: 'active',
  date: '2026-11-20T08:00:00.000Z',
  confirmedAt: null,
  expiresAt: null,
  inspectedAt: null,
  inspectionId: null,
};

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: 's1',
  name: 'Rahim Uddin',
  verified: true,
  memberSince: '2024-03-12T12:00:00.000Z',
  rating: { average: 4.5, count: 12 },
  listings: [forSale],
  reviews: [
    review(),
    review({
      _id: 'rv0',
      buyerName: 'Karim',
      paidVia: 'in-person',
      rating: 5,
      text: null,
      createdAt: '2026-10-02T10:00:00.000Z',
      updatedAt: '2026-10-03T10:00:00.000Z',
      reply: 'Thank you, Karim!',
      repliedAt: '2026-10-04T10:00:00.000Z',
    }),
  ],
  next: null,
  ...overrides,
});

const visitor: Viewer = { signedIn: false, isSeller: false, isAdmin: false };
const buyer: Viewer = { signedIn: true, isSeller: false, isAdmin: false };

function show(data: Profile, viewer: Viewer, answers: Record<string, () => Response> = {}) {
  const { fetchStub, requests, bodies } = stubApi(answers);
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithRouter(
    <>
      <ProfileView
        profile={data}
        viewer={viewer}
        listings={<p>The seller&apos;s cards</p>}
        verifyEmailNotice={<p>Verify your e-mail first</p>}
      />
      <Toaster />
    </>,
  );
  return { ...view, requests, bodies };
}

describe('ProfileView', () => {
  it("names its reviews and listings, and says who may write a review, in each language as the profile's first screen writes them", () => {
    // The profile's texts are in the listing page's catalog, which the tests' setup leaves out.
    i18n.load({ en: enListing, bn: bnListing });
    for (const language of ['en', 'bn'] as const) {
      i18n.activate(language);
      const { unmount } = show(profile({ reviews: [] }), visitor);
      expect(screen.getByRole('heading', { name: profileLabels[language].reviews })).toBeInTheDocument();
      expect(screen.getByText(profileLabels[language].onlyBuyers)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: profileLabels[language].forSale })).toBeInTheDocument();
      unmount();
    }
    i18n.activate('en');
  });

  it('shows who the seller is, their rating, and the reviews with the replies', () => {
    show(profile(), visitor);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Rahim Uddin');
    expect(within(heading).getByText('Verified seller')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Member since 12/03/2024')).toBeInTheDocument();
    expect(header.getByRole('img', { name: '4.5 of 5 stars' })).toBeInTheDocument();
    expect(header.getByText('4.5')).toBeInTheDocument();
    expect(header.getByText('from 12 reviews of real sales')).toBeInTheDocument();

    const reviews = screen.getAllByRole('article', { name: /^Review by/ });
    expect(reviews.map((item) => item.getAttribute('aria-label'))).toEqual(['Review by Farhana', 'Review by Karim']);
    const first = within(reviews[0]!);
    expect(first.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(first.getByText('22/11/2026')).toBeInTheDocument();
    expect(first.getByText('Cold air from the first minute.')).toBeInTheDocument();
    expect(reviews[0]).not.toHaveTextContent('edited');
    expect(first.getByText('Paid through Thanda')).toBeInTheDocument();
    const second = within(reviews[1]!);
    expect(second.getByText('Paid in person')).toBeInTheDocument();
    expect(reviews[1]).toHaveTextContent('02/10/2026 · edited');
    expect(second.getByText("The seller's reply")).toBeInTheDocument();
    expect(second.getByText('Thank you, Karim!')).toBeInTheDocument();
  });

  it('says so when the seller has no reviews and nothing for sale, and shows the listings slot otherwise', () => {
    const { unmount } = show(profile({ verified: false, rating: null, reviews: [], listings: [] }), visitor);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Verified seller');
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Only buyers who paid for something from this seller can review them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing for sale right now.')).toBeInTheDocument();
    expect(screen.queryByText("The seller's cards")).not.toBeInTheDocument();
    unmount();

    show(profile({ rating: { average: 5, count: 1 } }), visitor);
    expect(screen.getByText('from 1 review of a real sale')).toBeInTheDocument();
    const forSaleSection = screen.getByRole('region', { name: 'For sale' });
    expect(within(forSaleSection).getByText("The seller's cards")).toBeInTheDocument();
    expect(screen.queryByText('Nothing for sale right now.')).not.toBeInTheDocument();
  });

  it('lets a buyer who paid this seller post a review, then thanks them', async () => {
    let posted = false;
    const { requests, bodies } = show(profile(), buyer, {
      [MINE]: () =>
        Response.json(
          posted
            ? { canReview: false, review: review({ _id: 'rv9', buyerName: 'Nila', rating: 4 }) }
            : { canReview: true, review: null },
        ),
      '/api/reviews': () => {
        posted = true;
        return Response.json({ acknowledged: true, insertedId: 'rv9' }, { status: 201 });
      },
    });
    const form = await screen.findByRole('heading', { name: 'Review Rahim Uddin' });
    expect(form).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
    expect(requests).not.toContainEqual({ method: 'POST', path: '/api/reviews' });

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), '  Honest seller. ');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: '/api/reviews' });
    expect(bodies.map((sent) => sent.body)).toContainEqual({ sellerId: 's1', rating: 4, text: 'Honest seller.' });
    expect(await screen.findByText(/You reviewed this seller\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a review", async () => {
    show(profile(), buyer, {
      [MINE]: () => Response.json({ canReview: true, review: null }),
      '/api/reviews': () =>
        Response.json(
          { message: 'You have already reviewed this seller. You can change your review for 7 days.' },
          { status: 409 },
        ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('You have already reviewed this seller. You can change your review for 7 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your review.')).not.toBeInTheDocument();
  });

  it('shows a buyer who paid but has not verified their e-mail the way to verify it, not the form', async () => {
    show(profile(), buyer, {
      [MINE]: () => Response.json({ canReview: false, verifyEmailFirst: true, review: null }),
    });
    expect(await screen.findByText('Verify your e-mail first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });

  it('offers no review form to a visitor, the seller, an admin, or a buyer who reviewed already', async () => {
    const cannot = { [MINE]: () => Response.json({ canReview: false, review: null }) };
    const signedOut = show(profile(), visitor, cannot);
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(signedOut.requests).not.toContainEqual({ method: 'GET', path: MINE });
    signedOut.unmount();

    const seller = show(profile(), { signedIn: true, isSeller: true, isAdmin: false }, cannot);
    // The seller replies once instead, to the review that has no reply yet.
    expect(screen.getAllByRole('textbox', { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Reply to Farhana (once)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(seller.requests).not.toContainEqual({ method: 'GET', path: MINE });
    seller.unmount();

    const admin = show(profile(), { signedIn: true, isSeller: false, isAdmin: true }, cannot);
    expect(screen.getAllByRole('button', { name: 'Hide review' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(admin.requests).not.toContainEqual({ method: 'GET', path: MINE });
    admin.unmount();

    // A buyer who reviewed already is told so (an answer on screen to wait for), with no second form.
    const later = '2026-11-24T10:00:00.000Z';
    const reviewed = {
      [MINE]: () => Response.json({ canReview: false, review: { ...profile().reviews[0], editableUntil: later } }),
    };
    show(profile(), buyer, reviewed);
    expect(await screen.findByText(/You reviewed this seller/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Reply to/ })).not.toBeInTheDocument();
  });
});

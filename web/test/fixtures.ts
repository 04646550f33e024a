import type { Protection } from '@shared/protection';

/** A listed product as the API answers it, for screens that show product cards. */
export const listedProduct = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  name,
  img: `/api/images/${id}.webp`,
  price: 300,
  originalPrice: 600,
  location: 'Mirpur, Dhaka',
  district: 'dhaka',
  division: 'dhaka',
  phone: '01711-234567',
  date: '2026-11-20T08:00:00.000Z',
  used: 2,
  condition: 'good',
  about: 'Works well.',
  sellerName: 'Rahim Uddin',
  sellerId: 's1',
  categoryId: 'split-ac',
  verifySeller: false,
  ...overrides,
});

/** A sale's Thanda Protect state as the API answers it (shared/protection.ts): held, unless overridden. */
export const heldProtection = (overrides: Partial<Protection> = {}): Protection => ({
  paymentId: 'pay1',
  state: 'held',
  releaseDueAt: null,
  handedOverAt: null,
  receivedAt: null,
  disputedAt: null,
  refunded: 0,
  resolution: null,
  ...overrides,
});

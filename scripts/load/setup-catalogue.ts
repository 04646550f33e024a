/** The catalogue the load runs on: the categories, the open listings, and products the run lists itself. */
import { pick } from './browse';
import { listProduct, type Category } from './catalogue';
import type { AckedProduct, Ledger } from './ledger';
import type { MixClient } from './load-mix';
import { inBatches } from './pacing';
import type { Recorder } from './recorder';

const POOL_PER_SELLER = 2;

export async function listCatalogue(api: Recorder, ledger: Ledger, sellers: MixClient[], payableCount: number) {
  const categories = (await api.call<Category[]>('setup: GET /categories', '/api/categories', { expect: [200] })).body;
  const open = await api.call<{ _id: string }[]>('setup: GET /allproduct', '/api/allproduct?limit=100', {
    expect: [200],
  });
  const pool = open.body.map((p) => p._id);

  const jobs = [
    ...sellers.flatMap((seller) => Array.from({ length: POOL_PER_SELLER }, () => ({ seller, kind: 'pool' as const }))),
    ...Array.from({ length: payableCount }, (_, i) => ({
      seller: sellers[i % sellers.length]!,
      kind: 'payable' as const,
    })),
    { seller: sellers[0]!, kind: 'race' as const },
  ];
  const listed = await inBatches(jobs, 8, async ({ seller, kind }, i) => {
    if (!seller.writes.tryTake() || !seller.listings.tryTake()) {
      throw new Error('The setup would go over the upload or listing limit; list fewer products per seller.');
    }
    const product = await listProduct(api, seller.account, pick(categories), i + 1, 'setup');
    const acked: AckedProduct = { id: product.id, seller: seller.account.email, price: product.price };
    ledger.products.push(acked);
    seller.listed.push(product.id);
    return { kind, product: acked };
  });
  return {
    categories,
    pool: [...pool, ...listed.filter((l) => l.kind === 'pool').map((l) => l.product.id)],
    payable: listed.filter((l) => l.kind === 'payable').map((l) => l.product),
    raceProduct: listed.find((l) => l.kind === 'race')!.product,
  };
}

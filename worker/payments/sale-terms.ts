import { currencyOf, feePercentOf } from '../lib/config';
import { basisPoints } from '../../shared/money';
import type { Bindings } from '../env';
import type { QueueMessage } from '../notifications';

/** What a sale is made on: the deployment's currency and Thanda's fee on it, as both people were shown. */
export interface SaleTerms {
  currency: string;
  /** THANDA_FEE_PERCENT in basis points (5% is 500), recorded on each payment when it is made. */
  feeBasisPoints: number;
  /** Where the sale's people are told of it (docs/decisions/028); unset, nobody is (some tests). */
  queue?: Queue<QueueMessage>;
}

export const saleTermsOf = (env: Pick<Bindings, 'CURRENCY' | 'THANDA_FEE_PERCENT' | 'NOTIFICATIONS'>): SaleTerms => ({
  currency: currencyOf(env),
  queue: env.NOTIFICATIONS,
  // A malformed percent is a configuration problem (configProblems) and takes no fee meanwhile.
  feeBasisPoints: basisPoints(feePercentOf(env) ?? 0),
});

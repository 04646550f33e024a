import type { Bindings } from '../../env';
import { DemoGateway } from './demo-gateway';
import { StripeGateway } from './stripe-gateway';

/** Stripe when its key is configured, the demo gateway otherwise (never in production). */
export function paymentGateway(env: Pick<Bindings, 'STRIPE_SECRET_KEY' | 'JWT_SECRET' | 'ENVIRONMENT'>) {
  if (env.STRIPE_SECRET_KEY) return new StripeGateway(env.STRIPE_SECRET_KEY);
  if (env.ENVIRONMENT === 'production') {
    throw new Error('STRIPE_SECRET_KEY is not set: production needs Stripe, and the demo gateway never runs there.');
  }
  return new DemoGateway(env.JWT_SECRET, env.ENVIRONMENT);
}

export { DemoGateway, StripeGateway };

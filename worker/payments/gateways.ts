import type { Bindings } from '../env';
import { DemoGateway } from './demo-gateway';
import { SSLCOMMERZ_SANDBOX_URL, SslcommerzGateway } from './sslcommerz-gateway';
import { StripeGateway } from './stripe-gateway';

type GatewaySettings = Pick<
  Bindings,
  | 'STRIPE_SECRET_KEY'
  | 'JWT_SECRET'
  | 'ENVIRONMENT'
  | 'SSLCOMMERZ_STORE_ID'
  | 'SSLCOMMERZ_STORE_PASSWORD'
  | 'SSLCOMMERZ_API_URL'
>;

/**
 * SSLCOMMERZ when its store is configured, else Stripe when its key is, else the demo gateway
 * (never in production).
 */
export function paymentGateway(env: GatewaySettings) {
  if (env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD) {
    return new SslcommerzGateway({
      storeId: env.SSLCOMMERZ_STORE_ID,
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
      apiUrl: env.SSLCOMMERZ_API_URL || SSLCOMMERZ_SANDBOX_URL,
    });
  }
  if (env.STRIPE_SECRET_KEY) return new StripeGateway(env.STRIPE_SECRET_KEY);
  if (env.ENVIRONMENT === 'production') {
    throw new Error('No payment gateway is configured: production needs SSLCOMMERZ or Stripe, never the demo gateway.');
  }
  return new DemoGateway(env.JWT_SECRET, env.ENVIRONMENT);
}

export { DemoGateway, SslcommerzGateway, StripeGateway };

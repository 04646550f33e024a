import type { Db } from './db/client';
import type { FirebaseIdentity } from './accounts/firebase';

/**
 * Bindings, variables and secrets: `Env` is what `wrangler types` generates from wrangler.toml
 * and .dev.vars.example (worker/worker-configuration.d.ts: `npm run types`; CI fails when it is
 * stale), plus the optional settings no configuration file lists. docs/operations.md's
 * Configuration table says what each one does.
 */
export type Bindings = Env & {
  /** Least severe log level written: info (default), warn, error or off. */
  LOG_LEVEL?: 'info' | 'warn' | 'error' | 'off';
  /** Comma-separated origins allowed to call the API from a browser; unset: same origin only. */
  CORS_ORIGINS?: string;
  /** Stripe's keys; unset locally, where the demo gateway runs. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** SSLCOMMERZ's store; when set it takes the payments (before Stripe). */
  SSLCOMMERZ_STORE_ID?: string;
  SSLCOMMERZ_STORE_PASSWORD?: string;
  /** SSLCOMMERZ's API: its sandbox unless set (https://securepay.sslcommerz.com when live). */
  SSLCOMMERZ_API_URL?: string;
  /** Web Push's VAPID key pair (base64url); unset, push is off (docs/decisions/028). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Push services beside the browsers' own (comma-separated hosts): the local one of `npm start` and the browser tests. */
  PUSH_SERVICE_HOSTS?: string;
  /** The bulk-SMS API texts go through; unset, no texts are sent. */
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER_ID?: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    /** Set by `d1Session`: this request's database session (read replication with bookmarks). */
    db: Db;
    /**
     * Set by `authenticate`: the user id of the caller's valid access token. It says nothing about
     * the account: the service reads its row and checks its policy (accounts/caller.ts).
     */
    callerId: string;
    /** Set by `requireFirebaseIdentity`: who a verified Firebase ID token says the caller is. */
    identity: FirebaseIdentity;
    /** Set by `acknowledgesFailures`: this write's failures say `acknowledged: false`. */
    acknowledgesFailures: boolean;
  };
};

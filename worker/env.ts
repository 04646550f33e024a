import type { Db } from './db/client';
import type { Product } from './db/schema';
import type { FirebaseIdentity } from './lib/firebase';
import type { CurrentUser } from './services/users';

/** Bindings, variables and secrets of wrangler.toml and .dev.vars. */
export interface Bindings {
  DB: D1Database;
  IMAGES: R2Bucket;
  ASSETS: Fetcher;
  /** Token exchange and registration, per verified identity. */
  ACCOUNT_LIMITER: RateLimit;
  /** Bookings, wish-list writes, payments and uploads, per user. */
  WRITE_LIMITER: RateLimit;
  /** Creating, editing and advertising listings, per seller. */
  LISTING_LIMITER: RateLimit;
  ENVIRONMENT: 'development' | 'test' | 'production';
  /** Comma-separated e-mails that are admins. */
  ADMIN_EMAILS: string;
  FIREBASE_PROJECT_ID: string;
  /** host:port of the Firebase Auth emulator; set only locally, refused in production. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  CURRENCY: string;
  /** Least severe log level written: info (default), warn, error or off. */
  LOG_LEVEL?: 'info' | 'warn' | 'error' | 'off';
  /** Comma-separated origins allowed to call the API from a browser; unset: same origin only. */
  CORS_ORIGINS?: string;
  /** How long public lists stay in the edge cache, in seconds; "0" (or unset) turns it off. */
  EDGE_CACHE_SECONDS?: string;
  JWT_SECRET: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    /** Set by `d1Session`: this request's database session (read replication with bookmarks). */
    db: Db;
    /** Set by `requireAuth`: the signed-in user, loaded fresh for every request. */
    user: CurrentUser;
    /** Set by `requireFirebaseIdentity`: who a verified Firebase ID token says the caller is. */
    identity: FirebaseIdentity;
    /** Set by `requireProductOwner`: the product named by the `:id` parameter. */
    product: Product;
    /** Set by `acknowledgesFailures`: this write's failures say `acknowledged: false`. */
    acknowledgesFailures: boolean;
  };
};

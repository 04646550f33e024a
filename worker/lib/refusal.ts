/**
 * The one way services say no: they throw a `Refusal` naming a reason of shared/refusals/'s closed
 * list, with the params its text takes; the error handler answers `{ reason, params, message }` with
 * the reason's status.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  formatEnglish,
  refusalRules,
  refusalTemplate,
  refusalValues,
  type RefusalParams,
  type RefusalReason,
  type RefusalRule,
} from '../../shared/refusals';

export { refusalReasons, refusalRules, type RefusalReason } from '../../shared/refusals';

export interface Issue {
  path: string;
  message: string;
}

interface RefusalOptions {
  params?: RefusalParams;
  /** Each field's problem, for refusals of a whole form (validation); the first is the message. */
  issues?: Issue[];
  /** When the same request may succeed: the body says it (`retryAt`), and so does Retry-After. */
  retryAt?: Date;
}

export class Refusal extends Error {
  readonly reason: RefusalReason;
  readonly params: RefusalParams;
  readonly issues: Issue[] | undefined;
  readonly retryAt: Date | undefined;

  constructor(reason: RefusalReason, options: RefusalOptions = {}) {
    const params = options.params ?? {};
    super(options.issues?.[0]?.message ?? formatEnglish(refusalTemplate(reason, params), refusalValues(params)));
    this.name = 'Refusal';
    this.reason = reason;
    this.params = params;
    this.issues = options.issues;
    this.retryAt = options.retryAt;
  }

  /** A refusal that lifts by itself at `retryAt` (a hold that ends, a rest that is over). */
  static until(reason: RefusalReason, retryAt: Date, params?: RefusalParams) {
    return new Refusal(reason, { retryAt, ...(params && { params }) });
  }

  get status(): ContentfulStatusCode {
    return refusalRules[this.reason].status;
  }

  /** The JSON body: reason, params and message, the field it is about, when to retry. */
  body() {
    const rule: RefusalRule = refusalRules[this.reason];
    return {
      reason: this.reason,
      params: this.params,
      message: this.message,
      ...(rule.field && { issues: [{ path: rule.field, message: this.message }] }),
      ...(this.issues && { issues: this.issues }),
      // Whole seconds, as Retry-After: the instant a hold began is no one else's business.
      ...(this.retryAt && { retryAt: new Date(Math.ceil(this.retryAt.getTime() / 1000) * 1000).toISOString() }),
    };
  }

  /** Retry-After's whole seconds until `retryAt` (at least 1), or null for a refusal that does not lift. */
  retryAfterSeconds(now = Date.now()) {
    return this.retryAt ? Math.max(1, Math.ceil((this.retryAt.getTime() - now) / 1000)) : null;
  }
}

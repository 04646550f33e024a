import { refusalRules, refusalTemplate, refusalValues, type RefusalParams, type RefusalReason } from '@shared/refusals';
import { catalogText, i18n } from './i18n';

/** What an API refusal says of itself (docs/architecture.md section 4's error shape). */
export interface RefusalBody {
  reason?: unknown;
  params?: unknown;
  message?: string;
  issues?: { path: string; message: string }[];
}

const isReason = (reason: unknown): reason is RefusalReason =>
  typeof reason === 'string' && Object.hasOwn(refusalRules, reason);

/** The names a text's placeholders use: `{minutes}`, `{minutes, plural, …}`. */
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!);

/**
 * A refusal in the page's language: its reason's text from the catalogs (shared/refusals/'s texts
 * are their ids) with its params, a refund's reason translated too; a form's refusal says its first
 * field's problem. A reason this build does not know, or params its text cannot be made from, leave
 * the server's own message (translated when it is a text the catalogs know whole).
 */
export function refusalText(body: RefusalBody): string | undefined {
  const asItCame = body.message && catalogText(body.message);
  if (!isReason(body.reason)) return asItCame;
  const firstIssue = body.issues?.[0];
  if (body.reason === 'invalid-input' && firstIssue) return catalogText(firstIssue.message);
  const params = (body.params && typeof body.params === 'object' ? body.params : {}) as RefusalParams;
  const template = refusalTemplate(body.reason, params);
  if (!placeholders(template).every((name) => Object.hasOwn(params, name))) return asItCame;
  return i18n._(
    template,
    refusalValues(params, (text) => i18n._(text)),
  );
}

/** What a refusal is: its status, its English text (also its catalog id), and more precise variants. */
export interface RefusalRule {
  status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 426 | 429 | 500 | 502 | 503;
  message: string;
  /** The form field the refusal is about: the body carries it as an issue, as validation does. */
  field?: string;
  variants?: Record<string, string>;
}

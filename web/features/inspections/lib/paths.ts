/** How a payment of the fee ended, as the page says it (the Worker's SSLCOMMERZ return route names it). */
export type FeeOutcome = 'paid' | 'refunded' | 'failed' | 'cancelled' | 'not-fulfilled';

/**
 * An inspection's page; with how its payment ended, as SSLCOMMERZ's return lands there
 * (`?sslcommerz=paid`). The demo gateway, its local stand-in, lands the same way.
 */
export const inspectionPath = (id: string, outcome?: FeeOutcome) =>
  `/inspections/${encodeURIComponent(id)}${outcome ? `?sslcommerz=${outcome}` : ''}`;

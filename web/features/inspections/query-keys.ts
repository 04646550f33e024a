/** Inspected by Thanda: every step of an inspection refreshes all of these (the panel, the lists, the page). */
export const inspectionKeys = {
  all: ['inspections'] as const,
  /** A listing's panel: the fee, the seller's times, an inspection on its way, a published report. */
  listing: (productId: string) => [...inspectionKeys.all, 'listing', productId] as const,
  mine: () => [...inspectionKeys.all, 'mine'] as const,
  detail: (id: string) => [...inspectionKeys.all, 'detail', id] as const,
};

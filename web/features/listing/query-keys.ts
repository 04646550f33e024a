export const listingKeys = {
  all: ['listing'] as const,
  detail: (id: string) => [...listingKeys.all, id] as const,
};

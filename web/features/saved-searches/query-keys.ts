/** The signed-in person's saved searches: every change to one refreshes the list. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};

/** The average of a seller's shown reviews to one decimal, and how many there are; null without any. */
export function ratingOf(user: { ratingCount: number; ratingSum: number }) {
  if (user.ratingCount === 0) return null;
  return { average: Math.round((user.ratingSum / user.ratingCount) * 10) / 10, count: user.ratingCount };
}

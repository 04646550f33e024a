/** The calendar day in Bangladesh (Asia/Dhaka, UTC+6 all year) as YYYY-MM-DD. */
export function dhakaDay(now: Date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}

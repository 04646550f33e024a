/**
 * The seller's times as a `datetime-local` field holds them, in Bangladesh time whatever the
 * device's zone: Bangladesh keeps UTC+6 all year (no daylight saving since 2009), so a fixed offset
 * is exact.
 */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant (ISO or epoch ms) as a `datetime-local` value in Bangladesh time: 2026-12-12T15:30. */
export function toDhakaInput(at: string | number) {
  const time = typeof at === 'number' ? at : Date.parse(at);
  return new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangladesh time, as the API's ISO instant; '' for an empty or broken one. */
export function fromDhakaInput(value: string) {
  if (!LOCAL_VALUE.test(value)) return '';
  const time = Date.parse(`${value}:00+06:00`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/**
 * The room the AC advisor sizes a unit for (issue 61, "Right size for the room"): the form's rules.
 * Its messages spell their limits out (ROOM_FEET_MAX, ROOM_PEOPLE_MAX), as catalog ids cannot be
 * built from values; the schema's tests hold each message to its limit.
 */
import * as z from 'zod';
import { PEOPLE_INCLUDED, ROOM_FEET_MAX, ROOM_PEOPLE_MAX, type Room } from '../advisor/room-size';
import { readNumber } from '../digits';

/**
 * A number as a form's text holds it, in Latin or Bangla digits ("12.5", "১২"), or as JSON carries
 * it. A blank field is a missing value; other text stays text, which the number refuses.
 */
const fromNumberText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return readNumber(value) ?? value;
};

/** A side of the room in feet, from 1 to ROOM_FEET_MAX. */
const feet = (requiredMessage: string, rangeMessage: string) =>
  z.preprocess(
    fromNumberText,
    z.number({ error: requiredMessage }).min(1, rangeMessage).max(ROOM_FEET_MAX, rangeMessage),
  );

export const advisorRoomSchema = z.object({
  lengthFt: feet(
    /*i18n*/ 'Enter the length of the room in feet, like 12.',
    /*i18n*/ 'A room’s length is from 1 to 100 feet.',
  ),
  widthFt: feet(
    /*i18n*/ 'Enter the width of the room in feet, like 10.',
    /*i18n*/ 'A room’s width is from 1 to 100 feet.',
  ),
  topFloor: z.boolean().default(false),
  westSun: z.boolean().default(false),
  people: z
    .preprocess(
      fromNumberText,
      z
        .number({ error: /*i18n*/ 'Enter how many people are usually in the room.' })
        .int(/*i18n*/ 'Enter the number of people as a whole number, like 3.')
        .min(1, /*i18n*/ 'Enter from 1 to 20 people.')
        .max(ROOM_PEOPLE_MAX, /*i18n*/ 'Enter from 1 to 20 people.'),
    )
    .default(PEOPLE_INCLUDED),
}) satisfies z.ZodType<Room, unknown>;

/** The room as the form or a request holds it: text or numbers, the extras and people optional. */
export type AdvisorRoomInput = z.input<typeof advisorRoomSchema>;

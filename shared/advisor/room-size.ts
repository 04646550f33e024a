/**
 * The size of AC a room needs, by the rules of thumb Bangladeshi sellers and the Bangla press give
 * (shared/FACTS-wave3.md): about 1 ton up to 140 sq ft, 1.5 ton for 140–200, 2 ton for 200–300
 * (Anandabazar's buying guide; a Dhaka seller quoted by bdnews24; The Daily Star's √(L×W)/10 lands
 * in the same bands). Not the US rule of 20 BTU per sq ft, which gives a ton to 600 sq ft and
 * undersizes every room under Dhaka's sun.
 */
import { acTons } from '../unit-specs';

/**
 * The largest floor area, in sq ft, each capacity cools. 1, 1.5 and 2 tons are the sources' bands;
 * above 2 tons at the 2-ton band's 150 sq ft a ton; the in-between sizes halfway, and 0.75 ton at the
 * 1-ton band's rate.
 */
export const roomAreaMax: Record<(typeof acTons)[number], number> = {
  0.75: 105,
  1: 140,
  1.25: 170,
  1.5: 200,
  1.75: 250,
  2: 300,
  2.5: 375,
  3: 450,
  4: 600,
  5: 750,
};

/** The capacities recommended for a room, in the steps the sources name and shops stock. */
export const recommendedSteps = [1, 1.5, 2, 2.5, 3, 4, 5] as const;

/** A room under the roof takes the sun through its ceiling: 20% more heat. */
export const TOP_FLOOR_EXTRA = 0.2;
/** A west wall in the afternoon sun: 10% more. */
export const WEST_SUN_EXTRA = 0.1;
/** The sources' bands assume two people; each more adds about 600 BTU/h, 7 sq ft at 1 ton a 140 sq ft. */
export const PEOPLE_INCLUDED = 2;
export const SQ_FT_PER_EXTRA_PERSON = (600 / 12000) * 140;

/** The limits of the advisor's inputs: a room of a house, not a hall. */
export const ROOM_FEET_MAX = 100;
export const ROOM_PEOPLE_MAX = 20;

export interface Room {
  lengthFt: number;
  widthFt: number;
  topFloor: boolean;
  westSun: boolean;
  people: number;
}

/** The floor area that would take the same cooling in an ordinary room: the room's, with its extras. */
export function effectiveArea(room: Room): number {
  const extra = 1 + (room.topFloor ? TOP_FLOOR_EXTRA : 0) + (room.westSun ? WEST_SUN_EXTRA : 0);
  const people = Math.max(0, room.people - PEOPLE_INCLUDED) * SQ_FT_PER_EXTRA_PERSON;
  return room.lengthFt * room.widthFt * extra + people;
}

/**
 * The capacity a room needs: the smallest recommended step that cools its effective area, or null
 * when even 5 tons would not (such a room wants two units).
 */
export function recommendedTons(room: Room): number | null {
  const area = effectiveArea(room);
  return recommendedSteps.find((tons) => area <= roomAreaMax[tons]) ?? null;
}

export interface SuitedRooms {
  /** Floor area in sq ft of an ordinary room it suits: above `fromSqFt`, up to `toSqFt`. */
  fromSqFt: number;
  toSqFt: number;
  /** The largest room it suits on a top floor. */
  topFloorToSqFt: number;
}

/**
 * The rooms a unit of `tons` suits: from where the next size down stops being enough, to its own
 * limit, and its limit under a roof.
 */
export function suitedRooms(tons: number): SuitedRooms | null {
  const index = acTons.findIndex((size) => size === tons);
  if (index < 0) return null;
  const size = acTons[index]!;
  const smaller = recommendedSteps.filter((step) => step < size).at(-1);
  const toSqFt = roomAreaMax[size];
  return {
    fromSqFt: smaller === undefined ? 0 : roomAreaMax[smaller],
    toSqFt,
    topFloorToSqFt: Math.floor(toSqFt / (1 + TOP_FLOOR_EXTRA)),
  };
}

/**
 * "Fits my room" in /allproduct's URL, apart from products.ts: the advisor's sizing loads with the
 * catalogue's screens, not in every page's first render.
 */
import { PEOPLE_INCLUDED, recommendedTons, ROOM_FEET_MAX, ROOM_PEOPLE_MAX, type Room } from '@shared/advisor/room-size';
import { filtersInUrl, type ProductFilters } from './products';

/**
 * "Fits my room" (issue 61): the room a visitor described, which /allproduct keeps in its URL beside
 * the filters (`room=12x14`, `top=1`, `west=1`, `people=3`) so the choice survives a reload and a
 * share. The API never sees it: only the capacity it needs, as the `tons` filter.
 */
export interface RoomSearch {
  /** Length and width in feet, `12x14`. */
  room?: string;
  /** `1`: a top floor, under the roof. */
  top?: string;
  /** `1`: a west wall in the afternoon sun. */
  west?: string;
  /** How many people are usually in the room; left out for the usual 2. */
  people?: string;
}

const feetText = (text: string | undefined) => {
  const feet = text !== undefined && /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
  return feet >= 1 && feet <= ROOM_FEET_MAX ? feet : null;
};

/**
 * The room the URL describes, within the advisor's limits and small enough for one unit (one a
 * recommended capacity exists for); null otherwise, and the room's parameters are then ignored.
 */
export function roomFromSearch(params: URLSearchParams): Room | null {
  const sides = params.get('room')?.split('x');
  const [lengthFt, widthFt] = sides?.length === 2 ? sides.map(feetText) : [];
  const peopleText = params.get('people');
  const people = peopleText === null ? PEOPLE_INCLUDED : /^\d+$/.test(peopleText) ? Number(peopleText) : NaN;
  if (!lengthFt || !widthFt || !(people >= 1 && people <= ROOM_PEOPLE_MAX)) return null;
  const room = { lengthFt, widthFt, topFloor: params.get('top') === '1', westSun: params.get('west') === '1', people };
  return recommendedTons(room) === null ? null : room;
}

/** The URL parameters of a room, as `roomFromSearch` reads them. */
export function roomSearch(room: Room): RoomSearch {
  return {
    room: `${room.lengthFt}x${room.widthFt}`,
    ...(room.topFloor && { top: '1' }),
    ...(room.westSun && { west: '1' }),
    ...(room.people !== PEOPLE_INCLUDED && { people: String(room.people) }),
  };
}

/**
 * The filters that /allproduct keeps in its URL. With a room there, the capacity is the one the
 * room needs (`recommendedTons`), whatever `tons` says: the one rule for the list, its prefetch, the
 * filter form and a saved search.
 */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const filters = filtersInUrl(params);
  const room = roomFromSearch(params);
  return room ? { ...filters, tons: String(recommendedTons(room)) } : filters;
}

import { describe, expect, it } from 'vitest';
import { acTons } from '../unit-specs';
import { effectiveArea, recommendedTons, suitedRooms, type Room } from './room-size';

const room = (area: number, extra: Partial<Room> = {}): Room => ({
  lengthFt: area,
  widthFt: 1,
  topFloor: false,
  westSun: false,
  people: 2,
  ...extra,
});

describe('recommendedTons', () => {
  it.each([
    [80, 1],
    [140, 1],
    [141, 1.5],
    [200, 1.5],
    [201, 2],
    [300, 2],
    [301, 2.5],
    [375, 2.5],
    [376, 3],
    [450, 3],
    [451, 4],
    [600, 4],
    [601, 5],
    [750, 5],
  ])('gives a %i sq ft room %f ton', (area, tons) => {
    expect(recommendedTons(room(area))).toBe(tons);
  });

  it('gives no single unit for a room beyond 5 tons', () => {
    expect(recommendedTons(room(751))).toBeNull();
  });

  it('uses the length times the width', () => {
    expect(recommendedTons({ lengthFt: 12, widthFt: 14, topFloor: false, westSun: false, people: 2 })).toBe(1.5);
    expect(recommendedTons({ lengthFt: 10, widthFt: 12, topFloor: false, westSun: false, people: 2 })).toBe(1);
  });

  it('sizes up for the roof, the west sun and more people', () => {
    expect(effectiveArea(room(100, { topFloor: true }))).toBeCloseTo(120, 9);
    expect(effectiveArea(room(100, { westSun: true }))).toBeCloseTo(110, 9);
    expect(effectiveArea(room(100, { topFloor: true, westSun: true }))).toBeCloseTo(130, 9);
    expect(effectiveArea(room(100, { people: 4 }))).toBeCloseTo(114, 9);
    expect(effectiveArea(room(100, { people: 1 }))).toBeCloseTo(100, 9);
    expect(recommendedTons(room(130))).toBe(1);
    expect(recommendedTons(room(130, { topFloor: true }))).toBe(1.5);
    expect(recommendedTons(room(135, { people: 3 }))).toBe(1.5);
  });

  it('does not use the US rule of 20 BTU per sq ft', () => {
    // By that rule 300 sq ft takes half a ton.
    expect(recommendedTons(room(300))).toBe(2);
  });
});

describe('suitedRooms', () => {
  it('gives each recommended size the band it is recommended for', () => {
    expect(suitedRooms(1)).toEqual({ fromSqFt: 0, toSqFt: 140, topFloorToSqFt: 116 });
    expect(suitedRooms(1.5)).toEqual({ fromSqFt: 140, toSqFt: 200, topFloorToSqFt: 166 });
    expect(suitedRooms(2)).toEqual({ fromSqFt: 200, toSqFt: 300, topFloorToSqFt: 250 });
  });

  it('places the sizes in between', () => {
    expect(suitedRooms(1.25)).toMatchObject({ fromSqFt: 140, toSqFt: 170 });
    expect(suitedRooms(0.75)).toMatchObject({ fromSqFt: 0, toSqFt: 105 });
  });

  it('agrees with the recommendation for every size sold', () => {
    for (const tons of acTons) {
      const rooms = suitedRooms(tons)!;
      const recommended = recommendedTons(room(rooms.toSqFt))!;
      expect(recommended).toBeGreaterThanOrEqual(tons);
    }
  });

  it('knows no size that is not sold', () => {
    expect(suitedRooms(1.1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { PEOPLE_INCLUDED, ROOM_FEET_MAX, ROOM_PEOPLE_MAX } from '../advisor/room-size';
import { advisorRoomSchema } from './advisor-room';

const room = { lengthFt: '12', widthFt: '14', topFloor: false, westSun: false, people: '2' };
const messagesOf = (input: Record<string, unknown>) =>
  advisorRoomSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('advisorRoomSchema', () => {
  it('reads a room as its form holds it, in Latin or Bangla digits', () => {
    expect(advisorRoomSchema.parse(room)).toEqual({
      lengthFt: 12,
      widthFt: 14,
      topFloor: false,
      westSun: false,
      people: 2,
    });
    expect(advisorRoomSchema.parse({ ...room, lengthFt: '১২.৫', widthFt: ' 10 ', people: '৩' })).toMatchObject({
      lengthFt: 12.5,
      widthFt: 10,
      people: 3,
    });
    expect(advisorRoomSchema.parse({ lengthFt: 12, widthFt: 14, topFloor: true, westSun: true, people: 4 })).toEqual({
      lengthFt: 12,
      widthFt: 14,
      topFloor: true,
      westSun: true,
      people: 4,
    });
  });

  it('takes the usual two people and no extras when they are left out', () => {
    expect(advisorRoomSchema.parse({ lengthFt: '12', widthFt: '14' })).toEqual({
      lengthFt: 12,
      widthFt: 14,
      topFloor: false,
      westSun: false,
      people: PEOPLE_INCLUDED,
    });
  });

  it('accepts the sizes and people at their limits', () => {
    for (const input of [
      { ...room, lengthFt: '1', widthFt: '1', people: '1' },
      { ...room, lengthFt: String(ROOM_FEET_MAX), widthFt: String(ROOM_FEET_MAX), people: String(ROOM_PEOPLE_MAX) },
    ]) {
      expect(advisorRoomSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
  });

  it('asks for a blank or wordy size, with each side’s message', () => {
    expect(messagesOf({ ...room, lengthFt: '', widthFt: 'twelve' })).toEqual([
      'lengthFt: Enter the length of the room in feet, like 12.',
      'widthFt: Enter the width of the room in feet, like 10.',
    ]);
    for (const lengthFt of ['-3', '1e3', '12 ft', '0x10', true, null]) {
      expect(messagesOf({ ...room, lengthFt }), String(lengthFt)).toEqual([
        'lengthFt: Enter the length of the room in feet, like 12.',
      ]);
    }
  });

  it('refuses sizes outside 1 to ROOM_FEET_MAX feet, with messages that say those limits', () => {
    expect(ROOM_FEET_MAX).toBe(100); // the messages below spell it out
    expect(messagesOf({ ...room, lengthFt: '0.5', widthFt: String(ROOM_FEET_MAX + 1) })).toEqual([
      'lengthFt: A room’s length is from 1 to 100 feet.',
      'widthFt: A room’s width is from 1 to 100 feet.',
    ]);
  });

  it('refuses people outside 1 to ROOM_PEOPLE_MAX, blank or in parts', () => {
    expect(ROOM_PEOPLE_MAX).toBe(20); // the message below spells it out
    for (const people of ['0', String(ROOM_PEOPLE_MAX + 1)]) {
      expect(messagesOf({ ...room, people }), people).toEqual(['people: Enter from 1 to 20 people.']);
    }
    expect(messagesOf({ ...room, people: '2.5' })).toEqual([
      'people: Enter the number of people as a whole number, like 3.',
    ]);
    expect(messagesOf({ ...room, people: '' })).toEqual(['people: Enter how many people are usually in the room.']);
  });

  it('drops fields that are not a room’s, as the other schemas do', () => {
    expect(advisorRoomSchema.parse({ ...room, tons: '1.5' })).not.toHaveProperty('tons');
  });
});

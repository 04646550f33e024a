import { describe, expect, it } from 'vitest';
import { products } from './schema';
import { testDb } from '../test/fixtures';
import { writtenLimit } from './written-limit';

describe('a limit written into the text', () => {
  it('is in the statement, not among its bound values', () => {
    const { sql, params } = testDb().select().from(products).limit(writtenLimit(25)).toSQL();
    expect(sql).toMatch(/ limit 25$/);
    expect(params).toEqual([]);
  });

  it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s rows', (rows) => {
    expect(() => writtenLimit(rows)).toThrow(RangeError);
  });
});

/**
 * The fair-price band of a unit (issue 61, docs/decisions/029-ac-advisor.md): the prices of comparable
 * units, read in one statement whose cost does not grow with the catalogue, made into a band by
 * shared/advisor/price-band.ts.
 *
 * Comparable: the same type; a capacity within a quarter ton; the same inverter kind; bought within
 * two years; in the same condition or the one beside it. An air cooler has no capacity or inverter
 * kind and is compared by type, year and condition. The prices are the asking prices of listed units
 * and the prices of completed sales.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { products } from '../db/schema';
import { priceBand, type Comparable, type PriceBand } from '../../shared/advisor/price-band';
import type { Condition } from '../../shared/domain';
import type { PriceBandQuery } from '../../shared/schemas/advisor';
import { acTons, TONLESS_TYPE } from '../../shared/unit-specs';

/** The newest units read from each cell: enough for a band, few enough that a cell's cost is fixed. */
export const PER_CELL = 20;
/** How far from the unit's capacity, in tons, and from its year of purchase a comparable may be. */
export const TONS_APART = 0.25;
export const YEARS_APART = 2;
/** Conditions in order of wear: a unit compares with its own and the ones beside it. */
const conditionsByWear: readonly Condition[] = ['fair', 'good', 'excellent'];

/**
 * One seek into one of the two comparables indexes (migration 0029): a capacity, an inverter kind and
 * a year of purchase, of asking prices or of sales.
 */
export interface Cell {
  tons: number | null;
  inverter: boolean | null;
  year: number;
  sold: boolean;
}

/** The cells a unit's comparables are in: its capacities by its years, for asks and for sales. */
export function cellsOf(unit: Pick<PriceBandQuery, 'type' | 'tons' | 'inverter' | 'year'>): Cell[] {
  const cooler = unit.type === TONLESS_TYPE;
  const tons = cooler ? [null] : acTons.filter((t) => Math.abs(t - unit.tons!) <= TONS_APART);
  // A cooler's inverter is not compared, but it is part of the index: each kind is sought in turn.
  const inverters = cooler ? [null, false, true] : [unit.inverter!];
  const years = Array.from({ length: 2 * YEARS_APART + 1 }, (_, i) => unit.year - YEARS_APART + i);
  return [false, true].flatMap((sold) =>
    tons.flatMap((t) => inverters.flatMap((inverter) => years.map((year) => ({ tons: t, inverter, year, sold })))),
  );
}

/** The unit's condition and the ones beside it in wear: fair and good, all three, or good and excellent. */
const nearConditions = (condition: Condition) => {
  const wear = conditionsByWear.indexOf(condition);
  return conditionsByWear.filter((_, i) => Math.abs(i - wear) <= 1);
};

/**
 * D1 binds at most 100 values per statement and a unit has up to 30 cells, each stating its values.
 * So the values zod validated (numbers, and the type and conditions of closed lists) are written
 * into the statement, and the one free text, the listing to leave out, is bound once in a CTE.
 */
function literal(value: string | number | boolean): SQL {
  if (typeof value === 'boolean') return sql.raw(value ? '1' : '0');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('A comparable bound must be a finite number.');
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

const equalTo = (column: AnySQLiteColumn, value: string | number | boolean | null) =>
  value === null ? sql`${column} IS NULL` : sql`${column} = ${literal(value)}`;

/**
 * One cell's newest units: the index gives them in order from the cell's first entry, and the
 * condition and the excluded listing are checked on each, so a cell reads about PER_CELL rows.
 */
function cellQuery(unit: PriceBandQuery, cell: Cell): SQL {
  const source = cell.sold
    ? { where: sql`${products.paid} = 1`, newest: products.soldAt }
    : { where: listedWhere(products), newest: products.createdAt };
  const near = sql.join(nearConditions(unit.condition).map(literal), sql`, `);
  const exclude = unit.exclude ? sql` AND ${products.id} <> (SELECT exclude FROM band_unit)` : sql``;
  return sql`SELECT * FROM (SELECT ${products.priceMinor} AS price_minor, ${products.brand} AS brand,
      ${products.condition} AS condition, ${literal(cell.sold)} AS sold
    FROM ${products}
    WHERE ${equalTo(products.acType, unit.type)} AND ${equalTo(products.inverter, cell.inverter)}
      AND ${equalTo(products.tons, cell.tons)} AND ${products.purchaseYear} = ${literal(cell.year)}
      AND ${source.where} AND ${products.condition} IN (${near})${exclude}
    ORDER BY ${source.newest} DESC LIMIT ${literal(PER_CELL)})`;
}

/**
 * D1 parses at most 5 terms in one compound SELECT (SQLite's default is 500); a subquery's terms
 * count apart. So the cells go five to a subquery, and the subqueries five to the next, and so on.
 */
const COMPOUND_TERMS_MAX = 5;

function unionAll(terms: SQL[]): SQL {
  if (terms.length <= COMPOUND_TERMS_MAX) return sql.join(terms, sql`\nUNION ALL\n`);
  const groups: SQL[] = [];
  for (let i = 0; i < terms.length; i += COMPOUND_TERMS_MAX) {
    groups.push(sql`SELECT * FROM (${unionAll(terms.slice(i, i + COMPOUND_TERMS_MAX))})`);
  }
  return unionAll(groups);
}

/** The statement that reads a unit's comparables: one bounded subquery per cell, in one round trip. */
export function comparablesQuery(unit: PriceBandQuery): SQL {
  const cells = unionAll(cellsOf(unit).map((cell) => cellQuery(unit, cell)));
  return unit.exclude ? sql`WITH band_unit(exclude) AS (VALUES (${unit.exclude}))\n${cells}` : cells;
}

interface ComparableRow {
  price_minor: number;
  brand: string | null;
  condition: Condition;
  sold: number;
}

/** A brand of Other names no brand: two units of other brands are not the same brand. */
const knownBrand = (brand: string | null | undefined) => (brand && brand !== 'other' ? brand : null);

/** The fair-price band of units comparable to `unit`, the unit itself (`exclude`) left out. */
export async function priceBandFor(db: Db, unit: PriceBandQuery): Promise<PriceBand> {
  const rows = await db.all<ComparableRow>(comparablesQuery(unit));
  const brand = knownBrand(unit.brand);
  const comparables: Comparable[] = rows.map((row) => ({
    priceMinor: row.price_minor,
    sold: row.sold === 1,
    sameBrand: brand !== null && row.brand === brand,
    sameCondition: row.condition === unit.condition,
  }));
  return priceBand(comparables);
}

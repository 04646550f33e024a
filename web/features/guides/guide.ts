/**
 * The buyer's guides of the Blogs page (issue 61): what a guide is, in either language. Long-form text
 * is not a catalog's UI string: each language's guides are their own module (./content/en.tsx,
 * ./content/bn.tsx), of the shape written here, and the page loads only the reader's
 * (./components/guide-list.tsx). Their figures are not written in the text but computed from
 * shared/advisor by the functions here, and written by `Formats`, in the reader's digits.
 */
import type { ReactNode } from 'react';
import { residentialSlabs } from '@shared/advisor/electricity-tariff';
import { effectiveArea, PEOPLE_INCLUDED, recommendedTons, roomAreaMax, type Room } from '@shared/advisor/room-size';
import { DEFAULT_HOURS_PER_DAY, DEFAULT_HOUSEHOLD_KWH, runningCost } from '@shared/advisor/running-cost';

/**
 * The guides, in the page's order, by their anchors (`/blogs#maintenance-before-summer`). The home
 * page's maintenance tips link to `maintenance-before-summer`: keep it, or change them with it.
 */
export const guideSlugs = [
  'how-to-buy-a-used-ac',
  'choosing-the-tonnage',
  'inverter-or-not',
  'maintenance-before-summer',
  'avoiding-scams',
] as const;
export type GuideSlug = (typeof guideSlugs)[number];

/** How a guide writes its figures, in the reader's language. */
export interface Formats {
  /** A number with up to two decimals: 1.5, ১.৫, 1,250. */
  number: (value: number) => string;
  /** An amount of Taka (৳3,183; ৳৩,১৮৩): electricity is billed in Taka, whatever currency listings show. */
  taka: (amount: number) => string;
  /** A price per unit, to the paisa (৳7.20). */
  rate: (takaPerKwh: number) => string;
  /** A month of a date, 'YYYY-MM-DD' (March 2024). */
  month: (isoDate: string) => string;
}

/** Words, or words with figures: a function of the formats. */
export type Text = ReactNode | ((format: Formats) => ReactNode);

export type Block = { paragraph: Text } | { list: readonly Text[] };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface Guide<Slug extends string = GuideSlug> {
  slug: Slug;
  title: string;
  /** A sentence or two under the title: what the reader will know after it. */
  summary: string;
  sections: readonly Section[];
}

/** Guides with these slugs, in this order. */
type GuidesOf<Slugs extends readonly string[]> = { readonly [Index in keyof Slugs]: Guide<Slugs[Index]> };
/** A language's guides: every one, in `guideSlugs`' order. */
export type Guides = GuidesOf<typeof guideSlugs>;

/** What a language's module exports. */
export interface GuideContent {
  guides: Guides;
}

/** Taka to the taka, as a listing's page rounds the same estimate (its running-cost panel). */
export const wholeTaka = (amount: number) => Math.round(amount);

/** The inverter guide's example: a 1.5-ton unit, as many hours and on as big a household as a listing's page starts at. */
export const INVERTER_EXAMPLE = { tons: 1.5, hoursPerDay: DEFAULT_HOURS_PER_DAY, householdKwh: DEFAULT_HOUSEHOLD_KWH };
/** The same pair in a household that uses more: its units land in dearer slabs. */
export const BIGGER_HOUSEHOLD_KWH = 300;

/**
 * A non-inverter and an inverter unit of the example's size: their units a month and what each adds
 * to the bill, both whole, and the difference of those. A 1.5-ton listing's page starts at the same figures.
 */
export function inverterComparison(householdKwh = INVERTER_EXAMPLE.householdKwh) {
  const figures = (inverter: boolean) => {
    const { kwh, extraTaka } = runningCost({ ...INVERTER_EXAMPLE, householdKwh, inverter });
    return { kwh: Math.round(kwh), extraTaka: wholeTaka(extraTaka) };
  };
  const fixedSpeed = figures(false);
  const inverter = figures(true);
  return { fixedSpeed, inverter, saved: fixedSpeed.extraTaka - inverter.extraTaka };
}

/** A room of the tonnage guide's examples: its area as the advisor counts it, and the size it needs. */
export function roomExample(
  lengthFt: number,
  widthFt: number,
  extras: Partial<Pick<Room, 'topFloor' | 'westSun'>> = {},
) {
  const room: Room = { lengthFt, widthFt, topFloor: false, westSun: false, people: PEOPLE_INCLUDED, ...extras };
  const tons = recommendedTons(room);
  // The examples are rooms of a house: a change to the rules that left one without a size is a mistake here.
  if (tons === null) throw new Error(`No single AC cools a ${lengthFt} × ${widthFt} ft room.`);
  return { lengthFt, widthFt, area: lengthFt * widthFt, effectiveArea: Math.round(effectiveArea(room)), tons };
}

/** The rule of American websites: 20 BTU/h of cooling per sq ft. One ton is 12,000 BTU/h. */
export const US_BTU_PER_SQ_FT = 20;
export const BTU_PER_TON = 12_000;

/** The tonnage guide's rooms: a bedroom, on the top floor too, and a room with a west wall in the sun. */
export function tonnageExamples() {
  const bedroom = roomExample(12, 14);
  const usSqFtPerTon = BTU_PER_TON / US_BTU_PER_SQ_FT;
  return {
    bedroom,
    bedroomTopFloor: roomExample(12, 14, { topFloor: true }),
    room: roomExample(12, 16),
    roomWestSun: roomExample(12, 16, { westSun: true }),
    /** What the US rule gives a ton, how many times what a ton cools here (whole times), and the bedroom. */
    usSqFtPerTon,
    usTimesOurs: Math.floor(usSqFtPerTon / roomAreaMax[1]),
    usBedroomBtu: bedroom.area * US_BTU_PER_SQ_FT,
    usBedroomTons: Math.round(((bedroom.area * US_BTU_PER_SQ_FT) / BTU_PER_TON) * 100) / 100,
  };
}

/** The sizes the tonnage guide lists by the rooms they cool: the sources' bands (1, 1.5 and 2 tons). */
export const bandTons = [1, 1.5, 2] as const;
/** Above 2 tons, the sq ft each further ton cools. */
export const SQ_FT_PER_TON_ABOVE_2 = roomAreaMax[3] - roomAreaMax[2];

/** The tariff's slabs as a reader counts them: from the first unit of each to its last (null for the top one). */
export function slabRanges() {
  let from = 0;
  return residentialSlabs.map(({ upToKwh, takaPerKwh }) => {
    const slab = { firstKwh: from + 1, lastKwh: Number.isFinite(upToKwh) ? upToKwh : null, aboveKwh: from, takaPerKwh };
    from = upToKwh;
    return slab;
  });
}

/** A link in a guide's text. */
export const guideLinkClass = 'font-medium text-brand-700 underline';

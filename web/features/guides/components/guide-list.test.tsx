import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recommendedTons } from '@shared/advisor/room-size';
import { DEFAULT_HOURS_PER_DAY, DEFAULT_HOUSEHOLD_KWH, runningCost } from '@shared/advisor/running-cost';
import { PROTECT_HOURS } from '@shared/domain';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { guideSlugs } from '../guide';
import { GuideList } from './guide-list';

afterEach(() => i18n.activate('en'));

/** The listing page's example, as the issue asks for it: 1.5 tons, 8 hours a day, on top of 150 kWh. */
const example = (inverter: boolean) =>
  runningCost({ tons: 1.5, inverter, hoursPerDay: DEFAULT_HOURS_PER_DAY, householdKwh: DEFAULT_HOUSEHOLD_KWH });

const taka = (amount: number, locale: string) =>
  `৳${new Intl.NumberFormat(locale === 'bn-BD' ? locale : 'en-IN').format(Math.round(amount))}`;

/**
 * Renders the guides. React's test mode holds a screen that suspends inside a render's `act` until
 * an awaited `act` (a browser shows the guides when their chunk is in).
 */
async function renderGuides() {
  await act(async () => {
    renderWithRouter(<GuideList />);
  });
}

const article = (slug: string) => {
  const found = document.getElementById(slug);
  if (!found) throw new Error(`No guide #${slug}`);
  return found;
};

describe('GuideList', () => {
  it('shows the five guides as articles with their anchors, and a table of contents linking to them', async () => {
    await renderGuides();
    await screen.findByRole('heading', { name: 'How to buy a used AC', level: 2 });

    const articles = screen.getAllByRole('article');
    expect(articles.map((found) => found.id)).toEqual([...guideSlugs]);
    expect(articles.map((found) => within(found).getAllByRole('heading', { level: 2 })[0]!.textContent)).toEqual([
      'How to buy a used AC',
      'Choosing the tonnage',
      'Inverter or not?',
      'Maintenance before summer',
      'How to avoid scams',
    ]);
    // The home page's maintenance tips link to this anchor.
    expect(guideSlugs).toContain('maintenance-before-summer');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(guideSlugs.map((slug) => `#${slug}`));
    expect(within(article('how-to-buy-a-used-ac')).getByText(/hours after they hand the unit over/)).toHaveTextContent(
      `${PROTECT_HOURS} hours after`,
    );
  });

  it("works the inverter guide's figures out with runningCost", async () => {
    await renderGuides();
    await screen.findByRole('heading', { name: 'Inverter or not?' });
    const fixedSpeed = example(false);
    const inverter = example(true);
    const text = article('inverter-or-not').textContent;

    const [fixedTaka, inverterTaka] = [taka(fixedSpeed.extraTaka, 'en-GB'), taka(inverter.extraTaka, 'en-GB')];
    expect(text).toContain(`So about ${fixedTaka} vs ${inverterTaka} more a month`);
    const saved = Math.round(fixedSpeed.extraTaka) - Math.round(inverter.extraTaka);
    expect(text).toContain(`saves about ${taka(saved, 'en-GB')} in each month`);
    expect(text).toContain(`about ${Math.round(fixedSpeed.kwh)} units a month`);
    expect(text).toContain(`Inverter: about ${Math.round(inverter.kwh)} units`);
    // The figures are the tariff's: ৳3,000-odd and ৳1,800-odd today.
    expect(fixedSpeed.extraTaka).toBeGreaterThan(inverter.extraTaka);
    expect(text).toContain('Over 600 units: ৳14.61 a unit');
    expect(text).toContain('March 2024');

    const room = recommendedTons({ lengthFt: 12, widthFt: 14, topFloor: false, westSun: false, people: 2 });
    expect(article('choosing-the-tonnage')).toHaveTextContent(
      `A 12 × 14 ft bedroom is 168 sq ft, so it needs a ${room} ton AC.`,
    );
  });

  it('shows the Bangla guides in Bangla, with Bangla digits', async () => {
    i18n.activate('bn');
    await renderGuides();
    await screen.findByRole('heading', { name: 'পুরোনো এসি কিনবেন যেভাবে', level: 2 });
    expect(screen.getAllByRole('article').map((found) => found.id)).toEqual([...guideSlugs]);
    expect(screen.getByRole('heading', { name: 'ইনভার্টার, নাকি নন-ইনভার্টার?', level: 2 })).toBeInTheDocument();

    const text = article('inverter-or-not').textContent;
    const [fixedTaka, inverterTaka] = [taka(example(false).extraTaka, 'bn-BD'), taka(example(true).extraTaka, 'bn-BD')];
    expect(fixedTaka).toMatch(/^৳[০-৯,]+$/);
    expect(text).toContain(`মাসে বাড়তি প্রায় ${fixedTaka} বনাম ${inverterTaka}`);
    expect(text).toContain('১.৫ টনের');
    // Every figure of the guide is written in Bangla digits.
    expect(text).not.toMatch(/[0-9]/);
    expect(article('choosing-the-tonnage')).toHaveTextContent('১২ × ১৪ ফুটের একটা শোবার ঘর ১৬৮ বর্গফুট');
  });

  it("switches to the other language's guides when the reader switches language", async () => {
    await renderGuides();
    await screen.findByRole('heading', { name: 'How to avoid scams' });
    act(() => i18n.activate('bn'));
    expect(await screen.findByRole('heading', { name: 'প্রতারণা এড়াবেন যেভাবে' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to avoid scams' })).not.toBeInTheDocument();
  });
});

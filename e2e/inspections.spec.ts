import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../seed/data';
import { accessTokenFor, createAccount, createListing, type TestAccount } from './support/auth-emulator';
import { bn, taka } from './support/bangla';
import { uniquePng } from './support/images';
import { logIn } from './support/pages';

// Inspected by Thanda (issue 62) on the default stack (Taka, SSLCOMMERZ's local stand-in), with four
// people on four phones: a seller offers times, a buyer books one and pays the fee, the seller
// confirms the time, an admin makes someone a technician and assigns them, the technician records
// the report, and the listing shows its badge. Once in English, once with everyone reading Bangla.
test.describe.configure({ timeout: 180_000 });

const API = 'http://localhost:8787/api';
const FEE = 800; // wrangler.toml's INSPECTION_FEE
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Dhaka' };

type Language = 'en' | 'bn';

/** What a reader of `lang` sees for an English text of the catalogs, placeholders filled in. */
const say = (lang: Language, english: string, values: Record<string, string> = {}) =>
  lang === 'bn' ? bn(english, values) : english.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const fee = (lang: Language) => (lang === 'bn' ? taka(FEE) : `৳${FEE}`);

/** A person's own phone, signed in, reading `lang`. */
async function phoneOf(browser: Browser, account: { email: string; password: string }, lang: Language) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await logIn(page, account.email, account.password);
  if (lang === 'bn') {
    // What the language switch remembers: every page from here on is in Bangla.
    await context.addCookies([{ name: 'lang', value: 'bn', url: page.url() }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
  return page;
}

/** The listing's id, as the catalogue finds it by its name. */
async function listingId(name: string) {
  const res = await fetch(`${API}/allproduct?q=${encodeURIComponent(name)}`);
  const [found] = (await res.json()) as { _id: string }[];
  if (!found) throw new Error(`No listing called ${name}`);
  return found._id;
}

/** Tomorrow at 10:30 in Bangladesh, as a datetime-local field takes it (the phones are in Asia/Dhaka). */
function tomorrowMorning() {
  const dhaka = new Date(Date.now() + 6 * 3_600_000 + 86_400_000);
  return `${dhaka.toISOString().slice(0, 10)}T10:30`;
}

async function technicianAccount(suffix: string) {
  const account = await createAccount('buyer', `Technician ${suffix}`);
  // An account is first a person like any other; the admin makes them a technician in the flow.
  await accessTokenFor(account);
  return account;
}

for (const lang of ['en', 'bn'] as const) {
  test(`four people inspect an AC on their phones, ending with the badge on the listing (${lang})`, async ({
    browser,
  }) => {
    const suffix = `${lang}${Date.now().toString(36)}`;
    const seller = await createAccount('seller', `Inspected seller ${suffix}`);
    const listing = await createListing(seller, uniquePng());
    const id = await listingId(listing.name);
    const buyer = await createAccount('buyer', `Careful buyer ${suffix}`);
    const technician: TestAccount = await technicianAccount(suffix);
    const admin = { email: 'admin@thanda.test', password: DEMO_PASSWORD };

    // The seller offers a time on their listing's page.
    const sellerPage = await phoneOf(browser, seller, lang);
    await sellerPage.goto(`/listing/${id}`);
    await sellerPage.getByRole('button', { name: say(lang, 'Add a time') }).click();
    await sellerPage
      .getByLabel(say(lang, 'Time {number}', { number: lang === 'bn' ? '১' : '1' }), { exact: true })
      .fill(tomorrowMorning());
    await sellerPage.getByRole('button', { name: say(lang, 'Save times') }).click();
    await expect(sellerPage.getByText(say(lang, 'Inspection times saved.'))).toBeVisible();

    // The buyer books that time and pays the fee on SSLCOMMERZ's page, with bKash.
    const buyerPage = await phoneOf(browser, buyer, lang);
    await buyerPage.goto(`/listing/${id}`);
    await expect(
      buyerPage.getByText(say(lang, 'Get it inspected before you pay — {feeText}', { feeText: fee(lang) })),
    ).toBeVisible();
    await buyerPage.getByRole('radio').first().check();
    await buyerPage.getByLabel(say(lang, 'Your phone number')).fill('01711-223344');
    await buyerPage.getByRole('button', { name: say(lang, 'Pay {feeText} and book', { feeText: fee(lang) }) }).click();
    await buyerPage.getByRole('radio', { name: 'bKash' }).check();
    await buyerPage.getByRole('button', { name: 'Pay now' }).click();
    await expect(buyerPage).toHaveURL(/\/inspections\/[^/?]+\?sslcommerz=paid/);
    await expect(buyerPage.getByText(say(lang, 'Payment received — the seller will confirm the time.'))).toBeVisible();
    const inspection = new URL(buyerPage.url()).pathname;

    // The next buyer is offered the inspection on its way rather than a second one.
    await sellerPage.goto(`/listing/${id}`);
    await expect(sellerPage.getByText(say(lang, 'Inspection booked'), { exact: true })).toBeVisible();

    // The seller confirms the time, saying where the AC is and whom to call.
    await sellerPage.goto(inspection);
    await sellerPage.getByLabel(say(lang, 'Address (where the AC is)')).fill('House 12, Road 4, Dhanmondi, Dhaka');
    await sellerPage.getByLabel(say(lang, 'Phone number for the technician')).fill('01811-000111');
    await sellerPage.getByRole('button', { name: say(lang, 'Confirm the time') }).click();
    await expect(sellerPage.getByText(say(lang, 'Time confirmed. Thanda will send a technician.'))).toBeVisible();

    // The admin makes the technician one, and assigns them.
    const adminPage = await phoneOf(browser, admin, lang);
    await adminPage.goto('/dashboard/allbuyer');
    const name = technician.name;
    await adminPage.getByRole('button', { name: say(lang, 'More actions for {name}', { name }) }).click();
    await adminPage.getByRole('button', { name: say(lang, 'Make {name} a technician', { name }) }).click();
    await expect(
      adminPage.getByRole('button', { name: say(lang, 'Remove {name} as a technician', { name }) }),
    ).toBeVisible();
    await adminPage.goto('/dashboard/inspections');
    const visit = adminPage
      .getByRole('list', { name: say(lang, 'Open inspections') })
      .getByRole('listitem')
      .filter({ hasText: listing.name });
    await visit
      .getByLabel(say(lang, 'Technician for {listing}', { listing: listing.name }))
      .selectOption({ label: name });
    await visit.getByRole('button', { name: say(lang, 'Assign'), exact: true }).click();
    await expect(
      adminPage.getByText(say(lang, '{name} is assigned to {listing}.', { name, listing: listing.name })),
    ).toBeVisible();

    // The technician sees the address and the phone, visits, and records the checklist.
    const technicianPage = await phoneOf(browser, technician, lang);
    await technicianPage.goto('/dashboard/technician');
    await expect(technicianPage.getByText('House 12, Road 4, Dhanmondi, Dhaka')).toBeVisible();
    await technicianPage
      .getByRole('link', { name: say(lang, 'Record the report') })
      .first()
      .click();
    const report = technicianPage.getByRole('form', { name: say(lang, 'Inspection report') });
    await report
      .getByLabel(say(lang, 'Temperature drop across the indoor unit (°C)'))
      .fill(lang === 'bn' ? '১১.৫' : '11.5');
    await report.getByLabel(say(lang, 'Refrigerant pressure (psi)')).fill('120');
    await report.getByLabel(say(lang, 'Compressor current (A)')).fill('6.2');
    await report.getByLabel(say(lang, 'Rated current from the plate (A)')).fill('7');
    const yes = say(lang, 'Yes');
    const no = say(lang, 'No');
    for (const [question, answer] of [
      ['Does it run quietly?', yes],
      ['Did you find a leak?', no],
      ['Does the remote work?', yes],
      ['Does the display work?', yes],
    ] as const) {
      // Big answer cards: the radio inside is for screen readers, the card is what a thumb taps.
      const group = report.getByRole('group', { name: say(lang, question) });
      await group.getByText(answer, { exact: true }).click();
      await expect(group.getByRole('radio', { name: answer })).toBeChecked();
    }
    await report.getByLabel(say(lang, 'Serial number')).fill('GR-15-2021-00731');
    await report
      .locator('input[type=file]')
      .setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: uniquePng() });
    await expect(
      report.getByRole('img', { name: say(lang, 'Photo {n}: the serial plate', { n: lang === 'bn' ? '১' : '1' }) }),
    ).toBeVisible();
    await report.getByText(say(lang, 'Passed'), { exact: true }).click();
    await expect(report.getByRole('radio', { name: say(lang, 'Passed'), exact: true })).toBeChecked();
    await report.getByRole('button', { name: say(lang, 'Save the report') }).click();
    await expect(technicianPage.getByText(say(lang, 'Report saved. Thank you!'))).toBeVisible();

    // Anyone reading the listing sees the badge, and the report one tap away; the card carries it too.
    await buyerPage.goto(`/listing/${id}`);
    await expect(buyerPage.getByText(say(lang, 'Inspected by Thanda')).first()).toBeVisible();
    await buyerPage.getByRole('button', { name: say(lang, 'See the report') }).click();
    await expect(buyerPage.getByText('GR-15-2021-00731')).toBeVisible();
    await buyerPage.goto('/allproduct?inspected=yes');
    const card = buyerPage.getByRole('article').filter({ hasText: listing.name });
    await expect(card.getByText(say(lang, 'Inspected by Thanda'))).toBeVisible();
    // On a phone the filters fold away; "Filters (1)" opens them, with "Inspected only" ticked.
    await buyerPage.getByRole('button', { name: new RegExp(say(lang, 'Filters')) }).click();
    await expect(buyerPage.getByRole('checkbox', { name: say(lang, 'Inspected only') })).toBeChecked();
  });
}

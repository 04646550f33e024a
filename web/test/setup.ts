import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { shiftClock } from './shift-clock';
import { i18n } from '@/lib/i18n';
import { messages as bn } from '@/locales/bn.po';
import { messages as bnCatalogue } from '@/locales/catalogue/bn.po';
import { messages as bnDashboard } from '@/locales/dashboard/bn.po';
import { messages as bnHome } from '@/locales/home/bn.po';
import { messages as enDashboard } from '@/locales/dashboard/en.po';
import { messages as enHome } from '@/locales/home/en.po';
import { messages as en } from '@/locales/en.po';
import { messages as enCatalogue } from '@/locales/catalogue/en.po';
import { messages as bnPages } from '@/locales/pages/bn.po';
import { messages as enPages } from '@/locales/pages/en.po';
import { messages as bnServer } from '@/locales/server/bn.po';
import { messages as enServer } from '@/locales/server/en.po';

// CI runs these tests once more a year ahead (`npm run test:later`), so a fixture that only works
// until some date fails on the day it is written, not on the day that date passes.
shiftClock(Number(import.meta.env.TEST_CLOCK_SHIFT_DAYS ?? 0));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A screen that loads a chunk lazily (Swiper's) has it transformed on its first import, which on a
// CI machine running a test file per core took longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no modal dialogs; open and close them as a browser would.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// Components render in English (docs/product.md's texts) unless a test switches to Bangla.
i18n.load({
  en: { ...en, ...enCatalogue, ...enHome, ...enPages, ...enDashboard, ...enServer },
  bn: { ...bn, ...bnCatalogue, ...bnHome, ...bnPages, ...bnDashboard, ...bnServer },
});
beforeEach(() => {
  i18n.activate('en');
  document.documentElement.lang = 'en';
});

/**
 * Names for a Swiper's dots and slides in the reader's digits ("১ নম্বর স্লাইডে যান", "১ / ৩"):
 * Swiper's A11y module writes its own in Latin digits. Give the Swiper `a11y={{ slideLabelMessage: '' }}`,
 * `pagination={{ clickable: true, renderBullet: labelledBullet }}`, and each slide `slideLabel`'s
 * name (A11y makes it a group). A11y still makes the dots focusable, and Enter and Space press them.
 */
import { t } from '@lingui/core/macro';
import { formatNumber } from './format';

/** Swiper's `renderBullet`: it takes each dot as HTML, so the DOM writes it and escapes the name. */
export function labelledBullet(index: number, className: string) {
  const number = formatNumber(index + 1);
  const dot = document.createElement('span');
  dot.className = className;
  dot.setAttribute('role', 'button');
  dot.setAttribute('aria-label', t`Go to slide ${number}`);
  return dot.outerHTML;
}

/** "2 / 7": the slide's place among all of them. */
export const slideLabel = (index: number, count: number) => `${formatNumber(index + 1)} / ${formatNumber(count)}`;

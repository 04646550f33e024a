import { msg } from '@lingui/core/macro';
import { srcSetOf } from './hero-picture';
import type { HeroSlide } from './hero-slides';

/**
 * The hero's second and third slides: only the slideshow shows them, so they load with it, after
 * the first paint (their texts are the `home` catalog's). A .tsx file, as UnoCSS finds the tones'
 * classes in those.
 */
export const moreSlides: HeroSlide[] = [
  {
    title: msg`Beat the load-shedding heat`,
    text: msg`Air coolers that run on an IPS, and inverter ACs that sip power: find one near you.`,
    picture: srcSetOf(
      import.meta.glob<string>('@/features/home/assets/hero-2-*.webp', {
        eager: true,
        query: '?no-inline',
        import: 'default',
      }),
    ),
    tone: 'from-teal-700 to-emerald-900',
    cta: { to: '/products/air-cooler', label: msg`See air coolers` },
  },
  {
    title: msg`Sell the AC you no longer need`,
    text: msg`Moving flat or upgrading? List your unit in minutes and reach buyers from Dhaka to Sylhet.`,
    picture: srcSetOf(
      import.meta.glob<string>('@/features/home/assets/hero-3-*.webp', {
        eager: true,
        query: '?no-inline',
        import: 'default',
      }),
    ),
    tone: 'from-sky-700 to-indigo-900',
    cta: { to: '/signup', label: msg`Start selling` },
  },
];

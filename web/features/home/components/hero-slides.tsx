import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@/lib/router';
import { HeroPicture } from './hero-picture';

export const slides = [
  {
    title: msg`Stay cool for less`,
    text: msg`Second-hand air conditioners and coolers from sellers across Bangladesh, at a fraction of the new price.`,
    picture: 1,
    tone: 'from-brand-700 to-brand-900',
    cta: { to: '/allproduct', label: msg`Browse all products` },
  },
  {
    title: msg`Beat the load-shedding heat`,
    text: msg`Air coolers that run on an IPS, and inverter ACs that sip power: find one near you.`,
    picture: 2,
    tone: 'from-teal-700 to-emerald-900',
    cta: { to: '/products/air-cooler', label: msg`See air coolers` },
  },
  {
    title: msg`Sell the AC you no longer need`,
    text: msg`Moving flat or upgrading? List your unit in minutes and reach buyers from Dhaka to Sylhet.`,
    picture: 3,
    tone: 'from-sky-700 to-indigo-900',
    cta: { to: '/signup', label: msg`Start selling` },
  },
];

export type HeroSlide = (typeof slides)[number];

/** One slide: its picture (over its colours while it loads) with the text in front. */
export function HeroSlideView({ slide, isFirst }: { slide: HeroSlide; isFirst: boolean }) {
  const { _ } = useLingui();
  return (
    <div className={`relative flex h-full items-center overflow-hidden bg-gradient-to-br ${slide.tone} text-white`}>
      <HeroPicture slide={slide.picture} isFirst={isFirst} />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-slate-950/50 to-transparent" />
      <div className="container-page relative flex items-center justify-between gap-8">
        <div className="max-w-xl">
          {isFirst ? (
            <h1 className="text-4xl font-extrabold md:text-5xl">{_(slide.title)}</h1>
          ) : (
            <h2 className="text-4xl font-extrabold md:text-5xl">{_(slide.title)}</h2>
          )}
          <p className="mt-4 text-lg text-white/90">{_(slide.text)}</p>
          <Link to={slide.cta.to} className="btn mt-6 bg-white text-brand-900 hover:bg-brand-50">
            {_(slide.cta.label)}
          </Link>
        </div>
      </div>
    </div>
  );
}

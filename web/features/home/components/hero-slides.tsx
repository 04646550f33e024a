import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@/lib/router';
import { HeroPicture, srcSetOf } from './hero-picture';

export interface HeroSlide {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The picture's srcset (`srcSetOf`); every width scripts/draw-hero-images.ts drew, never inlined. */
  picture: string;
  tone: string;
  cta: { to: string; label: MessageDescriptor };
}

/**
 * The slide '/' paints first (and index.html carries). The others come with the slideshow, after
 * the first paint (hero-more-slides.tsx).
 */
export const firstSlide: HeroSlide = {
  title: msg`Stay cool for less`,
  text: msg`Second-hand air conditioners and coolers from sellers across Bangladesh, at a fraction of the new price.`,
  picture: srcSetOf(
    import.meta.glob<string>('@/features/home/assets/hero-1-*.webp', {
      eager: true,
      query: '?no-inline',
      import: 'default',
    }),
  ),
  tone: 'from-brand-700 to-brand-900',
  cta: { to: '/allproduct', label: msg`Browse all products` },
};

/** One slide: its picture (over its colours while it loads) with the text in front. */
export function HeroSlideView({ slide, isFirst }: { slide: HeroSlide; isFirst: boolean }) {
  const { _ } = useLingui();
  return (
    <div className={`relative flex h-full items-center overflow-hidden bg-gradient-to-br ${slide.tone} text-white`}>
      <HeroPicture srcSet={slide.picture} isFirst={isFirst} />
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

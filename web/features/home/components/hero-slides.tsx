import { Link } from 'react-router';

export const slides = [
  {
    title: 'Stay cool for less',
    text: 'Second-hand air conditioners and coolers from sellers across Bangladesh, at a fraction of the new price.',
    icon: 'i-mdi-air-conditioner',
    tone: 'from-brand-700 to-brand-900',
    cta: { to: '/allproduct', label: 'Browse all products' },
  },
  {
    title: 'Beat the load-shedding heat',
    text: 'Air coolers that run on an IPS, and inverter ACs that sip power: find one near you.',
    icon: 'i-mdi-fan',
    tone: 'from-teal-700 to-emerald-900',
    cta: { to: '/products/air-cooler', label: 'See air coolers' },
  },
  {
    title: 'Sell the AC you no longer need',
    text: 'Moving flat or upgrading? List your unit in minutes and reach buyers from Dhaka to Sylhet.',
    icon: 'i-mdi-tag-outline',
    tone: 'from-sky-700 to-indigo-900',
    cta: { to: '/signup', label: 'Start selling' },
  },
];

export type HeroSlide = (typeof slides)[number];

/** One slide: CSS gradients and an inlined icon, so it paints without downloading an image. */
export function HeroSlideView({ slide, isFirst }: { slide: HeroSlide; isFirst: boolean }) {
  return (
    <div className={`flex h-full items-center bg-gradient-to-br ${slide.tone} text-white`}>
      <div className="container-page flex items-center justify-between gap-8">
        <div className="max-w-xl">
          {isFirst ? (
            <h1 className="text-4xl font-extrabold md:text-5xl">{slide.title}</h1>
          ) : (
            <h2 className="text-4xl font-extrabold md:text-5xl">{slide.title}</h2>
          )}
          <p className="mt-4 text-lg text-white/90">{slide.text}</p>
          <Link to={slide.cta.to} className="btn mt-6 bg-white text-brand-900 hover:bg-brand-50">
            {slide.cta.label}
          </Link>
        </div>
        <span aria-hidden="true" className={`${slide.icon} hidden text-[12rem] text-white/25 md:inline-block`} />
      </div>
    </div>
  );
}

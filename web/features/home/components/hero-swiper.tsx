import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { useLingui } from '@lingui/react/macro';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { formatNumber } from '../../../lib/format';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HeroSlideView, slides } from './hero-slides';

/** The hero slideshow proper (docs/product.md: autoplay, 2.5 s a slide). */
export default function HeroSwiper() {
  const { t } = useLingui();
  // The dots and slides are named in the reader's digits, which Swiper's own labels would write
  // in Latin ones. A11y still makes the dots focusable, and Enter and Space press them.
  // Swiper takes each dot as HTML; the DOM writes it, attributes escaped.
  const dot = (index: number, className: string) => {
    const number = formatNumber(index + 1);
    const span = document.createElement('span');
    span.className = className;
    span.setAttribute('role', 'button');
    span.setAttribute('aria-label', t`Go to slide ${number}`);
    return span.outerHTML;
  };
  const total = formatNumber(slides.length);
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      autoplay={{ delay: 2500 }}
      pagination={{ clickable: true, renderBullet: dot }}
      a11y={{ slideLabelMessage: '' }}
      loop
      className="hero-swiper h-full"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.picture} aria-label={`${formatNumber(index + 1)} / ${total}`}>
          <HeroSlideView slide={slide} isFirst={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

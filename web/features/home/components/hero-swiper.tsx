import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { labelledBullet, slideLabel } from '@/lib/swiper-labels';
import { TimedAutoplay } from '@/lib/timed-autoplay';
import { moreSlides } from './hero-more-slides';
import { firstSlide, HeroSlideView } from './hero-slides';

const slides = [firstSlide, ...moreSlides];

/** The hero slideshow proper (docs/product.md: autoplay, 2.5 s a slide). */
export default function HeroSwiper() {
  return (
    <Swiper
      modules={[A11y, TimedAutoplay, Pagination]}
      autoplay={{ delay: 2500 }}
      pagination={{ clickable: true, renderBullet: labelledBullet }}
      a11y={{ slideLabelMessage: '' }}
      loop
      className="hero-swiper h-full"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.picture} aria-label={slideLabel(index, slides.length)}>
          <HeroSlideView slide={slide} isFirst={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { labelledBullet, slideLabel } from '@/lib/swiper-labels';
import { TimedAutoplay } from '@/lib/timed-autoplay';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { moreSlides } from './hero-more-slides';
import { firstSlide, HeroSlideView } from './hero-slides';

const slides = [firstSlide, ...moreSlides];

/** The hero slideshow proper (docs/product.md: autoplay, 2.5 s a slide). */
export default function HeroSwiper() {
  // Swiper measures the page as it starts: in the commit that showed this it made one task with
  // the rest of the first screen (26 ms of this machine's CPU, 100 ms on a slow phone). The first
  // slide stays until that commit is painted, and Swiper starts in a task of its own.
  const painted = useAfterFirstPaint();
  if (!painted) return <HeroSlideView slide={firstSlide} isFirst />;
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

import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { useLingui } from '@lingui/react/macro';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HeroSlideView, slides } from './hero-slides';

/** The hero slideshow proper (docs/product.md: autoplay, 2.5 s a slide). */
export default function HeroSwiper() {
  const { t } = useLingui();
  // Swiper puts each dot's number in place of {{index}}.
  const number = '{{index}}';
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      autoplay={{ delay: 2500 }}
      pagination={{ clickable: true }}
      a11y={{ paginationBulletMessage: t`Go to slide ${number}` }}
      loop
      className="hero-swiper h-full"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.picture}>
          <HeroSlideView slide={slide} isFirst={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

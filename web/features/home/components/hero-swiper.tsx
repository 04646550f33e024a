import 'swiper/css';
import 'swiper/css/pagination';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HeroSlideView, slides } from './hero-slides';

/** The hero slideshow proper (docs/product.md: autoplay, 2.5 s a slide). */
export default function HeroSwiper() {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      autoplay={{ delay: 2500 }}
      pagination={{ clickable: true }}
      loop
      className="h-full"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.picture}>
          <HeroSlideView slide={slide} isFirst={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

import { Swiper } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeConnection, stubConnection } from '@/test/connection';
import { TimedAutoplay } from './timed-autoplay';

/** A real Swiper of three slides, sized by its options (the test DOM lays nothing out). */
function carousel(autoplay: { delay: number; disableOnInteraction?: boolean }) {
  const el = document.createElement('div');
  el.innerHTML = `<div class="swiper-wrapper">${'<div class="swiper-slide"></div>'.repeat(3)}</div>`;
  document.body.append(el);
  return new Swiper(el, { modules: [TimedAutoplay], autoplay, width: 300, height: 200, speed: 0, rewind: true });
}

let hidden = false;
let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  reducedMotion = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query.includes('reduce') && reducedMotion }) as MediaQueryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the carousels’ autoplay', () => {
  it('shows the next slide after each delay, and the first after the last', () => {
    const swiper = carousel({ delay: 2500 });
    vi.advanceTimersByTime(2499);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(1);
    vi.advanceTimersByTime(2500);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(2500);
    expect(swiper.activeIndex).toBe(0);
  });

  it('waits a whole delay after a slide the visitor chose, and stops for good where interaction stops it', () => {
    const going = carousel({ delay: 3000 });
    vi.advanceTimersByTime(2000);
    going.slideTo(2);
    vi.advanceTimersByTime(2999);
    expect(going.activeIndex).toBe(2);
    vi.advanceTimersByTime(1);
    expect(going.activeIndex).toBe(0);

    const stopping = carousel({ delay: 3000, disableOnInteraction: true });
    stopping.slideTo(1);
    for (let wait = 0; wait < 3; wait++) {
      vi.advanceTimersByTime(3000);
      expect(stopping.activeIndex).toBe(1);
    }
  });

  it('holds still while a finger is on the slides', () => {
    const swiper = carousel({ delay: 2500 });
    swiper.emit('sliderFirstMove');
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(0);
    swiper.emit('touchEnd');
    vi.advanceTimersByTime(2500);
    expect(swiper.activeIndex).toBe(1);
  });

  it('holds still while the page is hidden, and goes on when it is shown', () => {
    const swiper = carousel({ delay: 2500 });
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(swiper.activeIndex).toBe(0);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2500);
    expect(swiper.activeIndex).toBe(1);
  });

  it('never moves for a visitor who asks for reduced motion', () => {
    reducedMotion = true;
    const swiper = carousel({ delay: 2500 });
    vi.advanceTimersByTime(10_000);
    expect(swiper.activeIndex).toBe(0);
  });

  it('never moves for a visitor saving data, and goes on when they stop', () => {
    const connection = stubConnection(new FakeConnection(true));
    const swiper = carousel({ delay: 2500 });
    vi.advanceTimersByTime(10_000);
    expect(swiper.activeIndex).toBe(0);
    connection.set({ saveData: false });
    vi.advanceTimersByTime(2500);
    expect(swiper.activeIndex).toBe(1);
    // A connection that slows to 2G holds it too; news of its speed alone does not delay a slide.
    connection.set({ effectiveType: '2g' });
    vi.advanceTimersByTime(10_000);
    expect(swiper.activeIndex).toBe(1);
    connection.set({ effectiveType: '4g' });
    vi.advanceTimersByTime(2000);
    connection.set({ effectiveType: '4g' });
    vi.advanceTimersByTime(500);
    expect(swiper.activeIndex).toBe(2);
  });

  it('leaves no timer behind a carousel taken off the page', () => {
    const swiper = carousel({ delay: 2500 });
    swiper.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is off without `autoplay`, and keeps the slides out of the live region when on', () => {
    const el = document.createElement('div');
    el.innerHTML = `<div class="swiper-wrapper"><div class="swiper-slide"></div><div class="swiper-slide"></div></div>`;
    const still = new Swiper(el, { modules: [TimedAutoplay], width: 300, height: 200, speed: 0 });
    vi.advanceTimersByTime(10_000);
    expect(still.activeIndex).toBe(0);
    expect(carousel({ delay: 2500 }).params.autoplay).toMatchObject({ enabled: true, delay: 2500 });
  });
});

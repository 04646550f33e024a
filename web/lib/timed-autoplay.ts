import type { AutoplayOptions, SwiperModule } from 'swiper/types';
import { isDataSaver, onDataSaverChange } from './data-saver';

/**
 * Autoplay for our carousels, taking Swiper's own `autoplay` options (`delay`,
 * `disableOnInteraction`) in place of its Autoplay module. That module runs a
 * `requestAnimationFrame` loop for as long as it plays, to report the time left to the next
 * slide, which no carousel of ours shows: on '/', with two carousels, the main thread then worked
 * every frame, ~200 ms of tasks in 4 idle seconds on a desktop CPU against ~30 ms with a timer.
 * This one waits with a timer, and also holds still while the page is hidden, while a finger is on
 * the slides and for a visitor who asks for reduced motion or to save data (each slide it moved to
 * would load its pictures).
 */
export const TimedAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  // As Swiper's module does: `autoplay={{ delay }}` turns it on, and A11y then keeps the slides
  // out of the screen reader's live region, as it does for autoplay.
  extendParams({ autoplay: { enabled: false, delay: 3000, disableOnInteraction: false } });
  const options = () => swiper.params.autoplay as AutoplayOptions & { enabled: boolean };
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let timer: ReturnType<typeof setTimeout> | undefined;
  // After the visitor moved the slides, when interaction stops it.
  let stopped = false;
  let touched = false;

  /** Starts the wait for the next slide, unless something holds the carousel still. */
  const wait = () => {
    clearTimeout(timer);
    if (
      !options().enabled ||
      stopped ||
      touched ||
      swiper.destroyed ||
      document.hidden ||
      reducedMotion.matches ||
      isDataSaver()
    )
      return;
    // Marked internal, as Swiper's module marks its own moves: `beforeTransitionStart` tells them apart.
    timer = setTimeout(() => swiper.slideNext(swiper.params.speed, true, true), options().delay);
  };
  const interacted = () => {
    clearTimeout(timer);
    if (options().disableOnInteraction) stopped = true;
  };

  // The connection tells of every change in its measured speed; only a change of mind counts.
  let savingData = isDataSaver();
  const dataSaverChanged = () => {
    if (isDataSaver() === savingData) return;
    savingData = !savingData;
    wait();
  };
  let stopWatchingData: (() => void) | undefined;
  on('init', () => {
    document.addEventListener('visibilitychange', wait);
    stopWatchingData = onDataSaverChange(dataSaverChanged);
    wait();
  });
  // No slide moves in the middle of another; the next wait starts when this one has arrived.
  on('beforeTransitionStart', (_swiper, _speed, internal) => (internal ? clearTimeout(timer) : interacted()));
  on('transitionEnd', wait);
  on('sliderFirstMove', () => {
    touched = true;
    interacted();
  });
  on('touchEnd', () => {
    if (!touched) return;
    touched = false;
    wait();
  });
  on('destroy', () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', wait);
    stopWatchingData?.();
  });
};

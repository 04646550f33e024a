import 'swiper/css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Modal } from '@/components/modal';
import { GALLERY_SIZES } from '@shared/image-variant-sizes';
import { formatNumber } from '@/lib/format';
import { useDataSaver } from '@/lib/data-saver';
import { imageCopy, responsiveImage } from '@/lib/image-sources';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { Icon } from '@/components/icon';
import { TapToLoad } from './photo-placeholder';

/**
 * Previous and next over a gallery. Our own buttons rather than Swiper's Navigation module: the
 * home page's carousel uses that module, and sharing it would move it into a chunk '/' loads.
 */
function Arrows({ swiper, index, count }: { swiper: SwiperInstance | null; index: number; count: number }) {
  const { t } = useLingui();
  if (count < 2) return null;
  const arrow =
    'absolute top-1/2 z-10 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-300 disabled:opacity-40';
  return (
    <>
      <button
        type="button"
        className={`${arrow} left-2`}
        disabled={index === 0}
        onClick={() => swiper?.slidePrev()}
        aria-label={t`Previous photo`}
      >
        <Icon name="chevron-left" className="text-2xl" />
      </button>
      <button
        type="button"
        className={`${arrow} right-2`}
        disabled={index === count - 1}
        onClick={() => swiper?.slideNext()}
        aria-label={t`Next photo`}
      >
        <Icon name="chevron-right" className="text-2xl" />
      </button>
    </>
  );
}

/**
 * The photos as a strip of thumbnails that scrolls natively: a tap shows that photo. A second
 * Swiper here measured and laid the page out again while the listing's page started, the most
 * expensive work of that start on a phone. A photo not `loaded` (data saver) is a grey place.
 */
function Thumbnails({
  photos,
  active,
  onPick,
  loaded,
}: {
  photos: string[];
  active: number;
  onPick: (index: number) => void;
  loaded: (index: number) => boolean;
}) {
  const { t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const shown = useRef(active);
  // A swipe to a photo whose thumbnail is out of the strip's view brings it in, without moving the page.
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[active];
    if (!list || !(item instanceof HTMLElement) || shown.current === active) return;
    shown.current = active;
    list.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2, behavior: 'smooth' });
  }, [active]);
  return (
    <ul ref={strip} aria-label={t`Photos of this listing`} className="relative flex snap-x gap-2 overflow-x-auto pb-1">
      {photos.map((photo, index) => (
        <li key={photo} className="w-[calc((100%-2rem)/4.5)] shrink-0 snap-start sm:w-[calc((100%-2.5rem)/6)]">
          <button
            type="button"
            className="block w-full"
            onClick={() => onPick(index)}
            aria-current={index === active}
            aria-label={t`Go to photo ${formatNumber(index + 1)}`}
          >
            {loaded(index) ? (
              <img
                src={imageCopy(photo, 'thumb')}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                className={`aspect-[4/3] w-full rounded-lg object-cover ${
                  index === active ? 'outline outline-3 outline-offset-[-3px] outline-brand-600' : 'opacity-75'
                }`}
              />
            ) : (
              <span
                className={`block aspect-[4/3] w-full rounded-lg bg-slate-200 ${
                  index === active ? 'outline outline-3 outline-offset-[-3px] outline-brand-600' : ''
                }`}
              />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  /** The cover first, then the listing's other photos. */
  photos: string[];
  name: string;
}

/**
 * The listing's photos: swipe on phones, arrows and the keyboard elsewhere, thumbnails to jump,
 * and a tap opens the photo full screen, where the same gestures and keys go on. For a visitor
 * saving data only the first photo loads (its 320 px copy, as the Worker's first screen shows it
 * then); each other one waits for a tap, and full screen shows the 800 px copy, not the original.
 */
export function PhotoGallery({ photos, name }: Props) {
  const { t } = useLingui();
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [big, setBig] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Swiper measures the page as it starts: the first photo shows as a plain picture until the
  // page has painted, then the carousel takes its place.
  const carousel = useAfterFirstPaint();
  const count = photos.length;
  const dataSaver = useDataSaver();
  const [asked, setAsked] = useState<ReadonlySet<number>>(() => new Set([0]));
  const loaded = (index: number) => !dataSaver || asked.has(index);
  const load = (index: number) => setAsked((indexes) => new Set(indexes).add(index));
  // One photo is shown, whichever carousel moved: the full-screen view's arrows and swipes move
  // only its own Swiper, and the page's must show the same photo when it closes.
  useEffect(() => {
    for (const swiper of [main, big]) {
      if (swiper && !swiper.destroyed && swiper.activeIndex !== active) swiper.slideTo(active, 0);
    }
  }, [main, big, active]);
  const label = (index: number) => {
    const n = formatNumber(index + 1);
    const total = formatNumber(count);
    return t`${name}, photo ${n} of ${total}`;
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        {carousel ? (
          <Swiper
            modules={[Keyboard]}
            onSwiper={setMain}
            keyboard={{ enabled: true }}
            onSlideChange={(swiper) => setActive(swiper.activeIndex)}
            className="w-full overflow-hidden rounded-2xl bg-slate-100"
          >
            {photos.map((photo, index) => (
              <SwiperSlide key={photo}>
                {loaded(index) ? (
                  <button
                    type="button"
                    className="block w-full"
                    onClick={() => setFullScreen(true)}
                    aria-label={t`Show photo ${formatNumber(index + 1)} full screen`}
                  >
                    <img
                      {...responsiveImage(photo, GALLERY_SIZES, { dataSaver })}
                      alt={label(index)}
                      width={800}
                      height={600}
                      // The first photo is the page's largest paint; the rest wait to be swiped to.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      // A mouse drag swipes, as a finger does, instead of dragging the picture away.
                      draggable={false}
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </button>
                ) : (
                  <TapToLoad
                    src={imageCopy(photo, 'thumb')}
                    number={index + 1}
                    shown={index === active}
                    onLoad={() => load(index)}
                    className="aspect-[4/3]"
                  />
                )}
              </SwiperSlide>
            ))}
          </Swiper>
        ) : (
          <img
            {...responsiveImage(photos[0]!, GALLERY_SIZES, { dataSaver })}
            alt={label(0)}
            width={800}
            height={600}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
          />
        )}
        <Arrows swiper={main} index={active} count={count} />
      </div>
      {count > 1 && (
        <Thumbnails photos={photos} active={active} onPick={(index) => main?.slideTo(index)} loaded={loaded} />
      )}
      <Modal open={fullScreen} labelledBy="photo-title" width="w-[96vw] max-w-5xl" onClose={() => setFullScreen(false)}>
        <h2 id="photo-title" className="sr-only">
          {name}
        </h2>
        <div className="relative">
          <Swiper
            modules={[Keyboard]}
            onSwiper={setBig}
            keyboard={{ enabled: true, onlyInViewport: false }}
            initialSlide={active}
            onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          >
            {photos.map((photo, index) => (
              <SwiperSlide key={photo}>
                {loaded(index) ? (
                  <img
                    src={dataSaver ? imageCopy(photo, 'medium') : photo}
                    alt={label(index)}
                    className="max-h-[80vh] w-full object-contain"
                  />
                ) : (
                  <TapToLoad
                    src={imageCopy(photo, 'medium')}
                    number={index + 1}
                    shown={index === active}
                    onLoad={() => load(index)}
                    className="aspect-[4/3] max-h-[80vh]"
                  />
                )}
              </SwiperSlide>
            ))}
          </Swiper>
          <Arrows swiper={big} index={active} count={count} />
        </div>
        <button type="button" className="btn-ghost mt-2" onClick={() => setFullScreen(false)}>
          <Trans>Close</Trans>
        </button>
      </Modal>
    </div>
  );
}

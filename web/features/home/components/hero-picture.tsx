// Every width scripts/draw-hero-images.ts drew, as URLs; never inlined, as srcset needs files.
const files = import.meta.glob<string>('@/features/home/assets/hero-*.webp', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** Slide number → "url 640w, url 960w, …", from the file names (hero-<slide>-<width>.webp). */
function srcSetOf(slide: number) {
  return Object.entries(files)
    .flatMap(([path, url]) => {
      const [, n, width] = /hero-(\d+)-(\d+)\.webp$/.exec(path) ?? [];
      return Number(n) === slide ? [{ url, width: Number(width) }] : [];
    })
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

/**
 * A slide's picture, filling the hero behind the text. The first slide's is the page's largest
 * paint: it loads at once with high priority (and '/' preloads it: build/hero-preload.ts); the
 * others load when their slide comes near.
 */
export function HeroPicture({ slide, isFirst }: { slide: number; isFirst: boolean }) {
  const srcSet = srcSetOf(slide);
  return (
    <img
      src={srcSet.split(' ')[0]}
      srcSet={srcSet}
      sizes="100vw"
      width={1920}
      height={1080}
      alt=""
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      className="absolute inset-0 h-full w-full object-cover object-left md:object-center"
    />
  );
}

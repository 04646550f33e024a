/**
 * One slide's pictures (`import.meta.glob` of hero-<slide>-<width>.webp, as URLs) as a srcset:
 * "url 640w, url 960w, …", narrowest first.
 */
export function srcSetOf(files: Record<string, string>) {
  return Object.entries(files)
    .map(([path, url]) => ({ url, width: Number(/-(\d+)\.webp$/.exec(path)?.[1]) }))
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

/**
 * A slide's picture, filling the hero behind the text. The first slide's is the page's largest
 * paint: it loads at once with high priority (and '/' preloads it: build/hero-preload.ts); the
 * others load when their slide comes near.
 */
export function HeroPicture({ srcSet, isFirst }: { srcSet: string; isFirst: boolean }) {
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

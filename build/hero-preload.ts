/**
 * The preload of the home page's largest paint, the first hero picture, as an HTTP Link header for
 * '/' only: a <link rel=preload> in index.html would make every other page (index.html is also the
 * SPA's fallback) download a picture it never shows.
 */
import type { Rolldown } from 'vite';

const FIRST_PICTURE = /^hero-1-(\d+)\.webp$/;

/** The `Link` value for the built pictures of slide 1, or null when the bundle has none. */
export function heroPreloadLink(bundle: Rolldown.OutputBundle) {
  const pictures = Object.values(bundle)
    .flatMap((output) => {
      const width =
        output.type === 'asset' ? output.names.map((name) => FIRST_PICTURE.exec(name)?.[1]).find(Boolean) : undefined;
      return width ? [{ url: `/${output.fileName}`, width: Number(width) }] : [];
    })
    .sort((a, b) => a.width - b.width);
  if (pictures.length === 0) return null;
  const srcset = pictures.map(({ url, width }) => `${url} ${width}w`).join(', ');
  // Same sizes as HeroPicture's <img>, so the browser picks the very file the page then uses.
  return `<${pictures[0]!.url}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${srcset}"; imagesizes="100vw"`;
}

/**
 * Which stored copy of a picture an `<img>` loads: the Worker keeps a 320 px and an 800 px WebP
 * beside every upload (`/api/images/w320/<name>`), so a phone never downloads the full photo for a
 * card. Addresses that are not our stored images (a seller's old link, a Google avatar) load as they are.
 */
import { preload } from 'react-dom';
import { CARD_SIZES, cardSizes, copiesSrcset, imageCopy } from '@shared/image-variant-sizes';
import { isDataSaver } from './data-saver';

// The cards' sizes are the Worker's too: it draws a list's first cards (worker/pages/first-screens.ts).
export { CARD_SIZES, cardSizes, imageCopy };

/**
 * `src`, `srcSet` and `sizes` for an `<img>` showing a stored picture at `sizes` (CSS widths, as
 * the `sizes` attribute writes them): the browser picks the copy its screen needs. For a visitor
 * saving data (`useDataSaver()`), the 320 px copy alone, whatever the screen.
 */
export function responsiveImage(url: string, sizes: string, { dataSaver = false } = {}) {
  if (dataSaver) return { src: imageCopy(url, 'thumb') };
  const srcSet = copiesSrcset(url);
  return srcSet ? { src: imageCopy(url, 'medium'), srcSet, sizes } : { src: url };
}

/**
 * Starts loading, before it is drawn, the copy that an `<img>` with `responsiveImage(url, sizes)`
 * will pick: a screen's largest picture then waits on its data, not on its code as well.
 */
export function preloadPicture(url: string, sizes: string) {
  const { src, srcSet } = responsiveImage(url, sizes, { dataSaver: isDataSaver() });
  preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }) });
}

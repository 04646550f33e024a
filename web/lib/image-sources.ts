/**
 * Which stored copy of a picture an `<img>` loads: the Worker keeps a 320 px and an 800 px WebP
 * beside every upload (`/api/images/w320/<name>`), so a phone never downloads the full photo for a
 * card. Addresses that are not our stored images (a seller's old link, a Google avatar) load as they are.
 */
import { copiesSrcset, imageCopy } from '../../worker/lib/image-variant-sizes';

export { imageCopy };

/**
 * `src`, `srcSet` and `sizes` for an `<img>` showing a stored picture at `sizes` (CSS widths, as
 * the `sizes` attribute writes them): the browser picks the copy its screen needs.
 */
export function responsiveImage(url: string, sizes: string) {
  const srcSet = copiesSrcset(url);
  return srcSet ? { src: imageCopy(url, 'medium'), srcSet, sizes } : { src: url };
}

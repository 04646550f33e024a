/**
 * The copies stored beside every picture and where they live: the image service makes them, the
 * Worker serves them, the SPA lists the WebP ones in `srcset` (imgbb's `thumb` and `medium`), and a
 * listing's link preview shows the JPEG one: WhatsApp and Telegram show no preview for a WebP
 * `og:image` (decisions 013 and 022).
 */
export const VARIANTS = {
  thumb: { width: 320, folder: 'w320', mime: 'image/webp' },
  medium: { width: 800, folder: 'w800', mime: 'image/webp' },
  share: { width: 800, folder: 'share', mime: 'image/jpeg' },
} as const;
export type VariantName = keyof typeof VARIANTS;
export type VariantMime = (typeof VARIANTS)[VariantName]['mime'];
export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

/** One copy of a picture, in its own format. */
export interface Variant {
  name: VariantName;
  mime: VariantMime;
  bytes: Uint8Array;
}

/**
 * A copy's size for a picture of this size: the copy's width at most (never enlarged), the same
 * shape, as the image service makes them. One rule for the seed that draws them and the tags that
 * describe them.
 */
export function copySize(width: number, height: number, variant: VariantName) {
  const copyWidth = Math.min(VARIANTS[variant].width, width);
  return { width: copyWidth, height: Math.max(1, Math.round((height * copyWidth) / width)) };
}

/** The formats the Worker makes copies of; a GIF or an AVIF is always shown as it is. */
export const COPIED_FORMATS = ['jpg', 'png', 'webp'] as const;
export type CopiedFormat = (typeof COPIED_FORMATS)[number];

/** Whether the Worker makes copies of pictures in this format (a picture's file extension). */
export const isCopiedExtension = (extension: string): extension is CopiedFormat =>
  (COPIED_FORMATS as readonly string[]).includes(extension);

/** Whether a stored picture's name says a format the Worker makes copies of. */
export const isCopiedFormat = (name: string) => isCopiedExtension(name.slice(name.lastIndexOf('.') + 1));

/** The copies a page picks from by width. */
const SRCSET_VARIANTS = ['thumb', 'medium'] as const satisfies VariantName[];

/**
 * A copy's name relative to the picture's: its folder, then the picture's own name
 * (`w320/<sha256>.jpg`), so the address of a copy leads to the picture when no copy was made.
 */
export const variantOf = (name: string, variant: VariantName) => `${VARIANTS[variant].folder}/${name}`;

const STORED = /^((?:https?:\/\/[^/]+)?\/api\/images\/)([a-f0-9]{64}\.[a-z]+)$/;

/** Whether an address (a path or an absolute URL) is one of our stored pictures. */
export const isStoredImage = (url: string) => STORED.test(url);

/** The address of one copy of a stored picture (the address itself for anything else). */
export function imageCopy(url: string, variant: VariantName) {
  const stored = STORED.exec(url);
  return stored ? `${stored[1]}${variantOf(stored[2]!, variant)}` : url;
}

/** `srcset` over a stored picture's copies (null for anything else): one list for the SPA and the Worker. */
export function copiesSrcset(url: string) {
  if (!isStoredImage(url)) return null;
  return SRCSET_VARIANTS.map((variant) => `${imageCopy(url, variant)} ${VARIANTS[variant].width}w`).join(', ');
}

/**
 * How wide a listing's gallery shows its photos (the listing page's layout): the SPA's `sizes`, and
 * the Worker's preload of the first photo, which the browser reuses only when both say the same.
 */
export const GALLERY_SIZES = '(min-width: 768px) 60vw, 100vw';

/**
 * A card's picture's width in a list of `perRow.sm` cards a row from 640 px and `perRow.lg` from
 * 1024 px: 128 px beside the name on phones, then the card's width (the page is at most 72rem wide).
 */
export function cardSizes(perRow: { sm: number; lg: number }) {
  return `(min-width: 1024px) ${Math.ceil(1152 / perRow.lg)}px, (min-width: 640px) ${Math.ceil(100 / perRow.sm)}vw, 128px`;
}

/** The catalogue's grids: two cards a row from 640 px, three from 1024 px. */
export const CARD_SIZES = cardSizes({ sm: 2, lg: 3 });

/** A seller's profile's listings: two cards a row from 640 px, beside the reviews from 1024 px. */
export const PROFILE_CARD_SIZES = cardSizes({ sm: 2, lg: 2 });

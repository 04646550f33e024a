/**
 * The smaller copies stored beside every picture (imgbb's `thumb` and `medium`) and where they
 * live: the Worker makes and serves them, the SPA lists them in `srcset`.
 */
export const VARIANT_WIDTHS = { thumb: 320, medium: 800 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;
export const VARIANT_NAMES = Object.keys(VARIANT_WIDTHS) as VariantName[];

/**
 * A copy's name relative to the picture's: its width, then the picture's own name
 * (`w320/<sha256>.jpg`), so the address of a copy leads to the picture when no copy was made.
 */
export const variantFolder = (variant: VariantName) => `w${VARIANT_WIDTHS[variant]}`;
export const variantOf = (name: string, variant: VariantName) => `${variantFolder(variant)}/${name}`;

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
  return VARIANT_NAMES.map((variant) => `${imageCopy(url, variant)} ${VARIANT_WIDTHS[variant]}w`).join(', ');
}

/**
 * How wide a listing's gallery shows its photos (the listing page's layout): the SPA's `sizes`, and
 * the Worker's preload of the first photo, which the browser reuses only when both say the same.
 */
export const GALLERY_SIZES = '(min-width: 768px) 60vw, 100vw';

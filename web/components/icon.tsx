import { iconSymbolId, type IconName } from './icon-names';

/**
 * A decorative icon, 1.2em square in the text's colour, drawn from the page's own `<symbol>`
 * (build/icon-sprite.ts). Not a CSS mask of an SVG file: Chromium builds a separate SVG document for
 * each distinct one the first time a page shows it, ~12 ms each at a cheap phone's speed (decision
 * 005), where a `<use>` of a symbol in the page is an ordinary element.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}

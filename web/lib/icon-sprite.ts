import { ICON_SPRITE_ATTRIBUTE, LATER_ICONS } from '@shared/listing-data';

/**
 * Adds the icons a page's HTML left out. A listing's page carries only the ones its shell shows
 * (worker/pages/listing-shell.ts), so that its HTML fits in TCP's first round trip; the SPA draws
 * the others (build/icon-sprite.ts), so its first render waits for this. Pages with every icon
 * already in their HTML load nothing.
 */
export async function completeIconSprite(
  load: () => Promise<{ symbols: string }> = () => import('virtual:icon-symbols'),
) {
  if (document.querySelector(`svg[${ICON_SPRITE_ATTRIBUTE}="${LATER_ICONS}"]`)) return;
  let symbols: string;
  try {
    ({ symbols } = await load());
  } catch {
    // The page still works: every icon stands beside its text or on a labelled button.
    return;
  }
  const sprite = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  sprite.setAttribute('hidden', '');
  sprite.setAttribute(ICON_SPRITE_ATTRIBUTE, LATER_ICONS);
  // Our own build's markup, parsed as SVG (the element it is parsed into is one).
  sprite.innerHTML = symbols;
  // The shell's own icons are in the page already, and an id names one element.
  for (const symbol of Array.from(sprite.children)) if (document.getElementById(symbol.id)) symbol.remove();
  document.body.prepend(sprite);
}

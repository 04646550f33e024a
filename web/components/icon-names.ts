/**
 * Every icon the SPA draws, by its name in the Material Design Icons set (@iconify-json/mdi). The
 * build writes each one into the HTML as a `<symbol>` (build/icon-sprite.ts) and `<Icon>` draws it.
 */
export const iconNames = [
  'account-group',
  'account-hard-hat',
  'account-wrench',
  'air-conditioner',
  'arrow-left',
  'arrow-right',
  'bell-outline',
  'calendar-check',
  'camera-plus-outline',
  'check',
  'check-decagram',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'close',
  'cog-outline',
  'delete-outline',
  'dots-vertical',
  'facebook',
  'flag-outline',
  'gas-cylinder',
  'google',
  'heart',
  'heart-outline',
  'magnify',
  'menu',
  'message-text-outline',
  'phone',
  'plus',
  'share-variant',
  'shield-check',
  'snowflake',
  'spray-bottle',
  'star',
  'star-half-full',
  'star-outline',
  'timer-sand',
  'tools',
  'translate',
  'trash-can-outline',
  'truck-outline',
  'tune-variant',
  'twitter',
  'whatsapp',
  'wrench',
  'youtube',
] as const;

export type IconName = (typeof iconNames)[number];

/** The id of an icon's `<symbol>` in the page. */
export const iconSymbolId = (name: IconName) => `i-${name}`;

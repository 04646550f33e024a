import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

/** The brand's colours (also the web app manifest's, build/web-manifest.ts). */
export const brand = {
  50: '#ecfeff',
  100: '#cffafe',
  500: '#06b6d4',
  600: '#0891b2',
  700: '#0e7490',
  800: '#155e75',
  900: '#164e63',
};

export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: { brand },
  },
  preflights: [
    {
      // Swiper's accent (its active dots, its arrows) in the brand's colour instead of its own blue.
      // On the body: Swiper's stylesheet sets its blue on :root and may load after this one.
      getCSS: () => `body{--swiper-theme-color:${brand[700]}}`,
    },
  ],
  shortcuts: {
    'btn-shape': 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors',
    btn: 'btn-shape disabled:(opacity-50 cursor-not-allowed)',
    // A finished action (Verified, Advertised): a disabled button, but not dimmed, so its text stays readable.
    'btn-done': 'btn-shape bg-green-50 text-green-800 ring-1 ring-inset ring-green-200',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-ghost': 'btn text-slate-700 hover:bg-slate-100',
    'btn-danger': 'btn bg-red-700 text-white hover:bg-red-800',
    'container-page': 'mx-auto w-full max-w-6xl px-4',
    // <Icon> (web/components/icon.tsx): 1.2em square, on the text's middle, never squeezed.
    icon: 'inline-block h-[1.2em] w-[1.2em] shrink-0 align-middle',
  },
});

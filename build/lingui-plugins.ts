import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui in the build and the tests: its macros compiled by Babel, and each .po catalog compiled
 * when it is imported. Lingui's faster native transform needs a binary that npm skips under the
 * Node 20 that runs `npm install` here (it wants Node 22.19), so Babel does it, on macro files only.
 * `failOnMissing` (the production build) refuses a catalog with an untranslated message.
 */
export function linguiPlugins({ failOnMissing = false } = {}): PluginOption[] {
  // The preset otherwise advises the native transform on every start, which is the one we cannot use.
  process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
  return [lingui({ failOnMissing }), babel({ presets: [linguiTransformerBabelPreset()] })];
}

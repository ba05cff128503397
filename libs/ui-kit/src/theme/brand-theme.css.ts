import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '@casino/contracts';
import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { parseFontFaces } from './font-faces';
import { tokensForBrand } from './tokens';

/**
 * The brand the build is for, defined by the shell's Vite config (`__BRAND__`, the whole BrandConfig). The
 * vanilla-extract compiler evaluates this file in Node at build time with that config's `define`, so each
 * brand's build compiles this one file into its own theme's CSS and no other brand's.
 */
declare const __BRAND__: Pick<BrandConfig, 'colors' | 'radius' | 'font'>;

/** Class that fills the theme contract for the build's brand; the shell puts it on <html>. */
export const themeClass = createTheme(vars, tokensForBrand(__BRAND__));

// The brand's bundled web fonts: each stylesheet's @font-face rules go into this file's CSS with their
// url()s made relative to it, so the bundler emits the font files into the brand's build (served by the
// site itself, never a CDN). Only the build's brand's fonts are declared.
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
for (const file of __BRAND__.font.files ?? []) {
  const stylesheet = require.resolve(file);
  const rebase = (url: string) => relative(here, resolve(dirname(stylesheet), url)).replaceAll('\\', '/');
  for (const { family, descriptors } of parseFontFaces(readFileSync(stylesheet, 'utf8'), rebase)) {
    globalFontFace(JSON.stringify(family), descriptors as Parameters<typeof globalFontFace>[1]);
  }
}

// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brands } from '@casino/brands';
import { createCompiler } from '@vanilla-extract/compiler';
import { afterAll, describe, expect, it } from 'vitest';

// One generic theme entry (`@casino/ui-kit/brand-theme`) for every brand: the shell's Vite config defines
// `__BRAND__` and the vanilla-extract compiler evaluates the entry with it at build time. Compiled here the
// way a build compiles it, each brand's CSS must hold its own colours and font and none of another brand's.
const entry = fileURLToPath(new URL('./brand-theme.css.ts', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
const compilers: ReturnType<typeof createCompiler>[] = [];

async function compiledThemeCss(brand: (typeof brands)[number]): Promise<string> {
  const compiler = createCompiler({
    root,
    enableFileWatcher: false,
    viteConfig: { define: { __BRAND__: JSON.stringify(brand) }, logLevel: 'silent' },
  });
  compilers.push(compiler);
  const { source } = await compiler.processVanillaFile(entry);
  expect(source).toMatch(/export var themeClass = '[\w-]+'/);
  return compiler.getAllCss();
}

afterAll(async () => {
  await Promise.all(compilers.map((compiler) => compiler.close()));
});

describe('the brand theme entry point', () => {
  it('is one generic file: no per-brand theme files to add with a brand', () => {
    const themeDir = fileURLToPath(new URL('.', import.meta.url));
    expect(readdirSync(themeDir).filter((file) => file.startsWith('brands'))).toEqual([]);
  });

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    "compiles %s's theme with its own colours and font, and no other brand's",
    async (_id, brand) => {
      const css = (await compiledThemeCss(brand)).toLowerCase();
      expect(css).toContain(`--casino-color-background: ${brand.colors.background}`);
      expect(css).toContain(`--casino-color-text: ${brand.colors.text}`);
      expect(css).toContain(brand.font.stack.toLowerCase());
      for (const other of brands.filter((b) => b.id !== brand.id)) {
        expect(css).not.toContain(other.colors.background);
        expect(css).not.toContain(other.font.stack.toLowerCase());
      }
    },
    30_000,
  );
});

import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE as CONTRACT_FILE, RoutePreloadsFile } from '@casino/contracts/route-preloads';
import type { EagerBundle, EagerChunk } from './eager-chunks';
import { ROUTE_PRELOADS_FILE, preloadTags, preloadsOf } from './eager-chunks';

const chunk = (
  fileName: string,
  options: { imports?: string[]; facade?: string; css?: string[]; isEntry?: boolean } = {},
): EagerChunk => ({
  type: 'chunk',
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.facade ?? null,
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle: EagerBundle = {
  'assets/index.js': chunk('assets/index.js', {
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
    isEntry: true,
  }),
  'assets/react.js': chunk('assets/react.js'),
  'assets/schemas.js': chunk('assets/schemas.js', {
    facade: '/app/libs/public.ts',
    imports: ['assets/zod.js'],
  }),
  'assets/zod.js': chunk('assets/zod.js'),
  'assets/banners.js': chunk('assets/banners.js', {
    facade: '/app/src/banners.ts',
    imports: ['assets/react.js', 'assets/zod.js', 'assets/carousel.js'],
    css: ['assets/index.css', 'assets/banners.css'],
  }),
  'assets/carousel.js': chunk('assets/carousel.js', { css: ['assets/carousel.css'] }),
  'assets/profile.js': chunk('assets/profile.js', { facade: '/app/src/profile.ts' }),
  'assets/index.css': { type: 'asset' },
};

describe('eager chunks', () => {
  it("hints a lazy module's chunk and its static imports that the first load does not already bring", () => {
    expect(preloadsOf(bundle, ['/app/src/banners.ts'], '/m/')).toEqual({
      scripts: ['/m/assets/banners.js', '/m/assets/zod.js', '/m/assets/carousel.js'],
      styles: ['/m/assets/banners.css', '/m/assets/carousel.css'],
    });
  });

  it('hints a chunk shared by two modules once', () => {
    const { scripts } = preloadsOf(bundle, ['/app/libs/public.ts', '/app/src/banners.ts'], '/');
    expect(scripts).toEqual([
      '/assets/schemas.js',
      '/assets/zod.js',
      '/assets/banners.js',
      '/assets/carousel.js',
    ]);
  });

  it('fails the build when a listed module is no longer the facade of a lazy chunk', () => {
    expect(() => preloadsOf(bundle, ['/app/src/renamed.ts'], '/')).toThrow(/renamed\.ts/);
  });

  it('hints scripts as modules, so the later import() takes what was fetched', () => {
    expect(preloadTags({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/a.js' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/a.css' },
        injectTo: 'head',
      },
    ]);
  });

  it('writes the file the API reads, in the shape its contract checks', () => {
    expect(ROUTE_PRELOADS_FILE).toBe(CONTRACT_FILE);
    const home = preloadsOf(bundle, ['/app/src/banners.ts'], '/');
    expect(RoutePreloadsFile.parse({ home })).toEqual({ home });
  });
});

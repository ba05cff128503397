import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BudgetBundle, BudgetChunk } from './bundle-budget';
import { bundleBudget, initialJs } from './bundle-budget';

const chunk = (fileName: string, code: string, imports: string[] = [], isEntry = false): BudgetChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code,
});

/** Text that compresses little, so the chunks weigh a few kB each after gzip. */
function noise(bytes: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

const bundle: BudgetBundle = {
  'index.js': chunk('index.js', noise(3000, 1), ['session.js', 'react.js'], true),
  'session.js': chunk('session.js', noise(2000, 2), ['react.js']),
  'react.js': chunk('react.js', noise(1000, 3)),
  // Fetched by a route's lazy() or an import(): not the first load.
  'profile-page.js': chunk('profile-page.js', noise(50_000, 4), ['react.js']),
  'index.css': { type: 'asset' },
};

describe('the home route initial JS budget', () => {
  it('counts the entry and its static imports once each, not the lazy chunks', () => {
    const { files, gzipBytes } = initialJs(bundle);
    expect(files).toEqual(['index.js', 'session.js', 'react.js']);
    const gzipped = (file: string) => {
      const output = bundle[file];
      return output?.type === 'chunk' ? gzipSync(output.code, { level: 9 }).length : 0;
    };
    expect(gzipBytes).toBe(gzipped('index.js') + gzipped('session.js') + gzipped('react.js'));
    expect(gzipBytes).toBeGreaterThan(4096);
  });

  it('passes under the budget and fails the build over it, with the figure', () => {
    const messages: string[] = [];
    const context = {
      info: (message: string) => messages.push(`info: ${message}`),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const run = (budgetKb: number) => {
      const plugin = bundleBudget(budgetKb) as { generateBundle: (...args: unknown[]) => void };
      plugin.generateBundle.call(context, {}, bundle);
    };
    const kb = (initialJs(bundle).gzipBytes / 1024).toFixed(1);
    run(10);
    expect(messages).toEqual([`info: home initial JS ${kb} kB gzip in 3 chunks (budget 10 kB)`]);
    expect(() => run(4)).toThrow(`home initial JS ${kb} kB gzip in 3 chunks (budget 4 kB): over budget`);
  });

  it('refuses a bundle without an entry', () => {
    expect(() => initialJs({ 'a.js': chunk('a.js', 'x') })).toThrow(/no entry chunk/);
  });
});

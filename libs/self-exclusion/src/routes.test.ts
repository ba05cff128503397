// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the routes entry point', () => {
  it('imports nothing at run time, so mounting the pages adds no code to the first load', () => {
    const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    const runtimeImports = source
      .split('\n')
      .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line));
    expect(runtimeImports).toEqual([]);
    // Pages arrive through `lazy: () => import(...)`, which is not a top-level import.
  });
});

import { describe, expect, it } from 'vitest';
import {
  assignVariant,
  drawVariant,
  experimentVariant,
  HOME_PAGE_1,
  readCookie,
  serializeExperimentCookie,
} from './experiment';
import type { Experiment } from './experiment';

const never = () => {
  throw new Error('no draw expected');
};

describe('drawVariant', () => {
  it('splits Home_Page_1 evenly: the lower half of [0, 1) is A, the upper B', () => {
    expect(drawVariant(HOME_PAGE_1, 0)).toBe('A');
    expect(drawVariant(HOME_PAGE_1, 0.4999)).toBe('A');
    expect(drawVariant(HOME_PAGE_1, 0.5)).toBe('B');
    expect(drawVariant(HOME_PAGE_1, 0.9999)).toBe('B');
  });

  it('gives each variant its weight over many draws', () => {
    const weighted: Experiment<'x' | 'y'> = {
      name: 'w',
      variants: [
        { name: 'x', weight: 3 },
        { name: 'y', weight: 1 },
      ],
      maxAgeSeconds: 60,
    };
    const counts = { x: 0, y: 0 };
    for (let i = 0; i < 1000; i += 1) counts[drawVariant(weighted, i / 1000)] += 1;
    expect(counts).toEqual({ x: 750, y: 250 });
    const even = { A: 0, B: 0 };
    for (let i = 0; i < 1000; i += 1) even[drawVariant(HOME_PAGE_1, i / 1000)] += 1;
    expect(even).toEqual({ A: 500, B: 500 });
  });
});

describe('assignVariant', () => {
  it('draws and persists for a new visitor', () => {
    expect(assignVariant(HOME_PAGE_1, { cookie: undefined, override: null, random: () => 0.7 })).toEqual({
      variant: 'B',
      source: 'drawn',
      persist: true,
    });
  });

  it("keeps a returning visitor's variant without drawing or rewriting the cookie", () => {
    expect(assignVariant(HOME_PAGE_1, { cookie: 'A', override: null, random: never })).toEqual({
      variant: 'A',
      source: 'cookie',
      persist: false,
    });
  });

  it('lets a valid override win and keeps it; an invalid override is ignored', () => {
    expect(assignVariant(HOME_PAGE_1, { cookie: 'A', override: 'B', random: never })).toEqual({
      variant: 'B',
      source: 'override',
      persist: true,
    });
    expect(assignVariant(HOME_PAGE_1, { cookie: 'B', override: 'B', random: never }).persist).toBe(false);
    expect(assignVariant(HOME_PAGE_1, { cookie: 'A', override: 'C', random: never })).toMatchObject({
      variant: 'A',
      source: 'cookie',
    });
    expect(assignVariant(HOME_PAGE_1, { cookie: 'A', override: 'b', random: never }).variant).toBe('A');
  });

  it('draws again over a cookie no variant has', () => {
    for (const cookie of ['C', '', 'a', 'A;B', '<script>']) {
      expect(assignVariant(HOME_PAGE_1, { cookie, override: undefined, random: () => 0.1 })).toEqual({
        variant: 'A',
        source: 'drawn',
        persist: true,
      });
    }
  });
});

describe('the experiment cookie', () => {
  it('lasts 259,200 s on the whole site, SameSite=Lax, Secure over https', () => {
    expect(serializeExperimentCookie(HOME_PAGE_1, 'B', false)).toBe(
      'ab_Home_Page_1=B; Path=/; Max-Age=259200; SameSite=Lax',
    );
    expect(serializeExperimentCookie(HOME_PAGE_1, 'A', true)).toMatch(/; Secure$/);
  });

  it('is read among other cookies', () => {
    expect(readCookie('locale=th; ab_Home_Page_1=B; x=1', 'ab_Home_Page_1')).toBe('B');
    expect(readCookie('locale=th', 'ab_Home_Page_1')).toBeUndefined();
  });

  it('is written on the first visit and kept on the next, changed only by the override parameter', () => {
    const target = { cookie: '' };
    const env = (search: string, random: () => number = never) => ({ search, target, secure: false, random });
    expect(
      experimentVariant(
        HOME_PAGE_1,
        env('', () => 0.2),
      ),
    ).toMatchObject({ variant: 'A', source: 'drawn' });
    expect(target.cookie).toBe('ab_Home_Page_1=A; Path=/; Max-Age=259200; SameSite=Lax');
    target.cookie = 'ab_Home_Page_1=A';
    expect(experimentVariant(HOME_PAGE_1, env('?lang=th'))).toMatchObject({ variant: 'A', source: 'cookie' });
    expect(experimentVariant(HOME_PAGE_1, env('?ab_Home_Page_1=B'))).toMatchObject({
      variant: 'B',
      source: 'override',
    });
    expect(target.cookie).toContain('ab_Home_Page_1=B');
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_GROUPS } from '@casino/contracts';
import { pageGroupOf } from './page-group';
import { ROUTE_CATALOGUE } from '@casino/site-shell';

/** A concrete path for a catalogue pattern (`games/:id` → `games/1`, `coupon/:id?` → `coupon`). */
const concrete = (pattern: string) => pattern.replace(/\/:[a-z]+\?$/i, '').replace(/:[a-z]+/gi, '1');

describe('pageGroupOf', () => {
  it('puts the home page and index1/index2 in home, with or without the language prefix', () => {
    for (const path of ['/', '/en', '/th', '/th/', '/index1', '/th/index2', '/en?ab_Home_Page_1=B']) {
      expect(pageGroupOf(path), path).toBe('home');
    }
  });

  it('gives every page of the route catalogue a group', () => {
    const paths = [
      ...ROUTE_CATALOGUE.default,
      ...ROUTE_CATALOGUE['no-footer'],
      ...ROUTE_CATALOGUE['play-game'],
      ...ROUTE_CATALOGUE.setting.map((path) => `setting/${path}`),
    ];
    const groups = new Set(paths.map((pattern) => pageGroupOf(`/th/${concrete(pattern)}`)));
    expect(groups.has(undefined)).toBe(false);
    // And every group is some page's (index1 and index2 are home's): none is configurable for nothing.
    expect([...groups].sort()).toEqual([...PAGE_GROUPS].sort());
  });

  it('folds the variants of a page into its group', () => {
    expect(pageGroupOf('/th/games/12')).toBe('games');
    expect(pageGroupOf('/en/reward/lucky-box')).toBe('reward');
    expect(pageGroupOf('/jp/setting/personal-message/4?allow_reply=1')).toBe('setting');
    expect(pageGroupOf('/en/affiliate_v2/AB12CD34')).toBe('affiliate');
    expect(pageGroupOf('/en/privacy-policy')).toBe('policy');
    expect(pageGroupOf('/en/reset-password')).toBe('login');
    expect(pageGroupOf('/en/member-level-detail')).toBe('member-level');
  });

  it('has no group for what is no page of the site', () => {
    expect(pageGroupOf('/en/nowhere')).toBeUndefined();
    expect(pageGroupOf('/xx/games')).toBeUndefined();
  });
});

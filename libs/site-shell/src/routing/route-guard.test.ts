import { describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@casino/contracts';
import { mustRedirectHome, type GuardFacts } from './route-guard';

const everything: GuardFacts = {
  privileges: [...PRIVILEGES],
  configList: ['Announcement', 'Personal Message'],
  pointDisplay: true,
};
const nothing: GuardFacts = { privileges: [], configList: [], pointDisplay: false };

describe('mustRedirectHome', () => {
  it.each(['/register', '/en/register', '/th/register', '/jp/register?ref=abc'])(
    'sends a member away from %s whatever they may use',
    (path) => expect(mustRedirectHome(path, everything)).toBe(true),
  );

  const gated: [string, Partial<GuardFacts>][] = [
    ['/th/setting/rebate', { privileges: ['rebate'] }],
    ['/promotions/rebate', { privileges: ['rebate'] }],
    ['/en/setting/affiliate', { privileges: ['affiliate'] }],
    ['/en/setting/affiliate/income', { privileges: ['affiliate'] }],
    ['/setting/affiliate/member', { privileges: ['affiliate'] }],
    ['/vn/setting/affiliate/statistics', { privileges: ['affiliate'] }],
    ['/promotions/affiliate', { privileges: ['affiliate'] }],
    ['/th/affiliate_v2/REF123', { privileges: ['affiliate'] }],
    ['/en/setting/totalpoints', { pointDisplay: true }],
    ['/reward', { pointDisplay: true }],
    ['/th/reward/lucky-box', { pointDisplay: true }],
    ['/en/reward/redreemExchangeReward/7', { pointDisplay: true }],
    ['/en/quest', { privileges: ['quest'] }],
    ['/quest/12', { privileges: ['quest'] }],
    ['/en/setting/personal-message', { configList: ['Personal Message'] }],
    ['/en/setting/personal-message/4?allow_reply=1', { configList: ['Personal Message'] }],
    ['/th/setting/personal-message/write-memo', { configList: ['Personal Message'] }],
    ['/en/coupon', { privileges: ['coupon'] }],
    ['/en/coupon/couponDetails', { privileges: ['coupon'] }],
    ['/coupon/9', { privileges: ['coupon'] }],
    ['/en/setting/couponhistory', { privileges: ['coupon'] }],
  ];

  it.each(gated)('sends a member home from %s without the feature', (path) => {
    expect(mustRedirectHome(path, nothing)).toBe(true);
  });

  it.each(gated)('lets a member with the feature stay on %s', (path, grant) => {
    expect(mustRedirectHome(path, { ...nothing, ...grant })).toBe(false);
  });

  it('needs the right privilege, not just any', () => {
    expect(mustRedirectHome('/en/quest', { ...nothing, privileges: ['rebate', 'coupon'] })).toBe(true);
    expect(mustRedirectHome('/en/setting/rebate', { ...nothing, privileges: ['affiliate'] })).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/th/games',
    '/en/promotions',
    '/en/promotions/15',
    '/en/affiliate',
    '/en/setting',
    '/en/setting/profile',
    '/en/setting/changePassword',
    '/en/terms-and-conditions',
    '/en/no-such-page',
  ])('never guards %s', (path) => expect(mustRedirectHome(path, nothing)).toBe(false));

  it('reads a path without a locale prefix as the default language', () => {
    // "th" would be a language prefix; "thx" is a path segment, not a language.
    expect(mustRedirectHome('/thx/register', nothing)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { browserTraits, decideLaunch, type LaunchConfig, type LaunchSession } from './decide-launch';

const UA = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Line/14.9.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

const member: LaunchSession = { isLoggedIn: true, bankNo: '1234567890' };
const config: LaunchConfig = { shouldIframeRedirect: false };
const iframeGame = { gameId: 7, useIframe: true };
const tabGame = { gameId: 9, useIframe: false };

describe('browserTraits', () => {
  it.each([
    ['desktopChrome', { mobile: false, tablet: false, chrome: true, safari: false, line: false }],
    ['desktopSafari', { mobile: false, tablet: false, chrome: false, safari: true, line: false }],
    ['iphoneSafari', { mobile: true, tablet: false, chrome: false, safari: true, line: false }],
    ['androidTabletChrome', { mobile: false, tablet: true, chrome: true, safari: false, line: false }],
    ['ipadSafari', { mobile: false, tablet: true, chrome: false, safari: true, line: false }],
    ['lineAndroid', { mobile: true, tablet: false, chrome: true, safari: false, line: true }],
    ['firefox', { mobile: false, tablet: false, chrome: false, safari: false, line: false }],
  ] as const)('reads %s', (name, traits) => {
    expect(browserTraits(UA[name])).toEqual(traits);
  });
});

describe('decideLaunch', () => {
  it('asks a visitor to log in, whatever the game', () => {
    const visitor = { isLoggedIn: false, bankNo: null };
    expect(decideLaunch(UA.desktopChrome, iframeGame, config, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch(UA.iphoneSafari, tabGame, config, visitor)).toEqual({ kind: 'login' });
  });

  it('asks a member without a bank account number to complete the profile', () => {
    const session = { ...member, bankNo: null };
    expect(decideLaunch(UA.desktopChrome, iframeGame, config, session)).toEqual({ kind: 'complete-profile' });
  });

  it('plays on this site on a phone (the mobile site, when there is one, took phones on arrival)', () => {
    expect(decideLaunch(UA.iphoneSafari, iframeGame, config, member)).toEqual({
      kind: 'play-page',
      gameId: 7,
    });
  });

  it('opens an iframe game on the play page in this window by default', () => {
    expect(decideLaunch(UA.desktopChrome, iframeGame, config, member)).toEqual({
      kind: 'play-page',
      gameId: 7,
    });
  });

  it('opens an iframe game in a new window when should_iframe_redirect is on', () => {
    const redirect = { ...config, shouldIframeRedirect: true };
    expect(decideLaunch(UA.desktopChrome, iframeGame, redirect, member)).toEqual({
      kind: 'play-page-window',
      gameId: 7,
    });
    expect(decideLaunch(UA.ipadSafari, iframeGame, redirect, member).kind).toBe('play-page-window');
  });

  it('stays in this window on a tablet Chrome even with should_iframe_redirect', () => {
    const redirect = { ...config, shouldIframeRedirect: true };
    expect(decideLaunch(UA.androidTabletChrome, iframeGame, redirect, member).kind).toBe('play-page');
  });

  it('always navigates in place in the LINE browser', () => {
    const redirect = { ...config, shouldIframeRedirect: true };
    expect(decideLaunch(UA.lineAndroid, iframeGame, redirect, member).kind).toBe('play-page');
  });

  it('opens other providers through game-live in a popup on desktop Chrome and Firefox', () => {
    expect(decideLaunch(UA.desktopChrome, tabGame, config, member)).toEqual({
      kind: 'game-live',
      gameId: 9,
      open: 'popup',
    });
    expect(decideLaunch(UA.firefox, tabGame, config, member)).toMatchObject({ open: 'popup' });
  });

  it('opens other providers through game-live in a new tab in Safari and LINE', () => {
    expect(decideLaunch(UA.desktopSafari, tabGame, config, member)).toMatchObject({ open: 'tab' });
    expect(decideLaunch(UA.iphoneSafari, tabGame, config, member)).toMatchObject({ open: 'tab' });
    expect(decideLaunch(UA.lineAndroid, tabGame, config, member)).toMatchObject({ open: 'tab' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteAdminApi } from '@casino/contracts';
import { ID_FORMATS, loadAnalytics, resetLoaders } from './loaders';
import { resetTracking, track } from './track';

const off = {
  google_tag_management: null,
  google_analytic_id: null,
  hotjar_site_id: null,
  facebook_meta_pixel: [],
};

const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-analytics]')].map((s) => ({
    tool: s.dataset['analytics'],
    src: s.src,
    async: s.async,
  }));

afterEach(() => {
  resetLoaders();
  resetTracking();
  document.head.innerHTML = '';
  for (const key of ['dataLayer', 'gtag', 'hj', '_hjSettings', 'fbq', '_fbq'] as const) delete window[key];
  vi.restoreAllMocks();
});

describe('loadAnalytics', () => {
  it('loads nothing when nothing is configured', () => {
    expect(loadAnalytics(off)).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('starts GTM: its start event queued before the container, loaded async once', () => {
    track('page_view', { page_path: '/en' });
    expect(loadAnalytics({ ...off, google_tag_management: 'GTM-AB12CD3' })).toEqual(['gtm']);
    expect(loadAnalytics({ ...off, google_tag_management: 'GTM-AB12CD3' })).toEqual([]);
    expect(scripts()).toEqual([
      { tool: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', async: true },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/en' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  it('starts GA with gtag, without its own page view, and forwards tracked events', () => {
    track('page_view', { page_path: '/en' });
    loadAnalytics({ ...off, google_analytic_id: 'G-ABCDEF1234' });
    expect(scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234');
    const calls = (window.dataLayer ?? [])
      .filter((entry) => !(entry as { event?: string }).event)
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABCDEF1234', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/en' }],
    ]);
  });

  it('queues the Meta pixel per id and maps page views to PageView', () => {
    loadAnalytics({ ...off, facebook_meta_pixel: ['123456789012345', '223456789012345'] });
    track('page_view', { page_path: '/th' });
    track('experiment_impression', { experiment: 'Home_Page_1', variant: 'A' });
    expect(scripts()[0]?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect((window.fbq as unknown as { queue: unknown[][] }).queue).toEqual([
      ['init', '123456789012345'],
      ['init', '223456789012345'],
      ['track', 'PageView'],
      ['trackCustom', 'experiment_impression', { experiment: 'Home_Page_1', variant: 'A' }],
    ]);
  });

  it('starts Hotjar with its settings and sends tracked events to it', () => {
    loadAnalytics({ ...off, hotjar_site_id: '1234567' });
    track('experiment_impression', { experiment: 'Home_Page_1', variant: 'B' });
    expect(scripts()[0]?.src).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
    expect(window._hjSettings).toEqual({ hjid: 1234567, hjsv: 6 });
    expect(window.hj?.q).toEqual([['event', 'experiment_impression']]);
  });

  it('skips a malformed id with a warning: an id goes into a script URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadAnalytics({ ...off, google_tag_management: 'GTM-X"><script>' })).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs a failed load once per tool, and the page carries on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadAnalytics({ ...off, google_tag_management: 'GTM-AB12CD3', hotjar_site_id: '1234567' });
    const [gtm, hotjar] = document.head.querySelectorAll('script[data-analytics]');
    gtm?.dispatchEvent(new Event('error'));
    gtm?.dispatchEvent(new Event('error'));
    hotjar?.dispatchEvent(new Event('error'));
    expect(warn.mock.calls.map(([message]) => String(message).split(' ')[1])).toEqual(['gtm', 'hotjar']);
    expect(() => track('page_view')).not.toThrow();
  });
});

describe('ID_FORMATS', () => {
  it("accept and refuse what the contracts' formats do, which the admin API checks", () => {
    const schemas = {
      gtm: siteAdminApi.GtmContainerId,
      ga: siteAdminApi.GaMeasurementId,
      hotjar: siteAdminApi.HotjarSiteId,
      pixel: siteAdminApi.MetaPixelId,
    } as const;
    const samples = [
      'GTM-AB12CD3',
      'GTM-X',
      'gtm-ab12cd3',
      'G-ABCDEF1234',
      'G-abc',
      'UA-1234-1',
      '1234567',
      '1234',
      '123456789012345',
      '123456789012345678901',
      'GTM-AB12CD3"><script>',
      '',
    ];
    for (const tool of Object.keys(schemas) as (keyof typeof schemas)[]) {
      for (const sample of samples) {
        expect(ID_FORMATS[tool].test(sample), `${tool} ${sample}`).toBe(
          schemas[tool].safeParse(sample).success,
        );
      }
    }
  });
});

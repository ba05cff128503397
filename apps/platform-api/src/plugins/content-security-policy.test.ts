import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  scriptSourceAllowed,
  scriptSources,
  thirdPartySources,
} from './content-security-policy';

const none = { gtm: false, ga: false, hotjar: false, pixel: false };

describe('thirdPartySources', () => {
  it('adds nothing while nothing is configured', () => {
    expect(
      thirdPartySources({ analytics: none, scriptHosts: [], snippets: ['<meta name="x" content="y">'] }),
    ).toEqual({ script: [], connect: [], img: [], frame: [], font: [], style: [] });
  });

  it("adds a chat vendor's hosts, and inline styles, only while one of its channels is configured", () => {
    const tawk = thirdPartySources({ analytics: none, scriptHosts: [], snippets: [], chats: ['tawk'] });
    expect(tawk.script).toEqual(['https://*.tawk.to']);
    expect(tawk.connect).toEqual(['https://*.tawk.to', 'wss://*.tawk.to']);
    expect(tawk.style).toContain("'unsafe-inline'");

    const all = thirdPartySources({
      analytics: none,
      scriptHosts: [],
      snippets: [],
      chats: ['tawk', 'livechat', 'zendesk'],
    });
    expect(all.script).toEqual(
      expect.arrayContaining(['https://*.livechatinc.com', 'https://static.zdassets.com']),
    );
    expect(all.style.filter((source) => source === "'unsafe-inline'")).toHaveLength(1);
  });

  it("adds each configured tool's hosts once, and only its own", () => {
    const gtm = thirdPartySources({ analytics: { ...none, gtm: true }, scriptHosts: [], snippets: [] });
    expect(gtm.script).toEqual(['https://www.googletagmanager.com']);
    expect(gtm.connect).toContain('https://*.google-analytics.com');
    expect(gtm.script.join(' ')).not.toMatch(/hotjar|facebook/);

    const all = thirdPartySources({
      analytics: { gtm: true, ga: true, hotjar: true, pixel: true },
      scriptHosts: [],
      snippets: [],
    });
    expect(all.script).toEqual([
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://*.hotjar.com',
      'https://connect.facebook.net',
    ]);
    expect(all.connect).toContain('wss://*.hotjar.com');
    expect(new Set(all.connect).size).toBe(all.connect.length);
  });

  it('allows the script hosts and each inline snippet script by the hash of its text', () => {
    const snippet = '<script>window.promo = 1;</script><script src="https://cdn.example.com/a.js"></script>';
    const sources = thirdPartySources({
      analytics: none,
      scriptHosts: ['https://cdn.example.com'],
      snippets: [snippet],
    });
    expect(sources.script).toEqual(['https://cdn.example.com', ...inlineScriptHashes(snippet)]);
    expect(inlineScriptHashes(snippet)).toHaveLength(1);
    expect(sources.img).toEqual(['https://cdn.example.com']);
    expect(sources.frame).toEqual(['https://cdn.example.com']);
  });
});

describe('scriptSources and scriptSourceAllowed', () => {
  it('finds every quoted or bare src, not other attributes', () => {
    expect(
      scriptSources(
        `<script async src="https://a.example.com/x.js"></script><SCRIPT src='/local.js'></SCRIPT>` +
          `<script data-src="https://no.example.com" src=https://b.example.com/y.js></script><img src="https://img.example.com">`,
      ),
    ).toEqual(['https://a.example.com/x.js', '/local.js', 'https://b.example.com/y.js']);
  });

  it('allows own paths and https URLs on a listed host; a wildcard covers subdomains only', () => {
    const hosts = ['https://cdn.example.com', 'https://*.tags.example.net'];
    expect(scriptSourceAllowed('/assets/x.js', hosts)).toBe(true);
    expect(scriptSourceAllowed('https://cdn.example.com/a.js?v=1', hosts)).toBe(true);
    expect(scriptSourceAllowed('https://eu.tags.example.net/t.js', hosts)).toBe(true);
    expect(scriptSourceAllowed('https://tags.example.net/t.js', hosts)).toBe(false);
    expect(scriptSourceAllowed('https://cdn.example.com.evil.test/a.js', hosts)).toBe(false);
    expect(scriptSourceAllowed('http://cdn.example.com/a.js', hosts)).toBe(false);
    expect(scriptSourceAllowed('https://cdn.example.com:8443/a.js', hosts)).toBe(false);
    expect(scriptSourceAllowed('//cdn.example.com/a.js', hosts)).toBe(false);
    expect(scriptSourceAllowed('data:text/javascript,alert(1)', hosts)).toBe(false);
  });
});

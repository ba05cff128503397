import { describe, expect, it } from 'vitest';
import { ContactChannelBody, contactTarget } from './contact';
import type { ContactCode } from './contact';

const target = (contact_code_name: ContactCode, contact_link: string) =>
  contactTarget({ contact_code_name, contact_link });

describe('contactTarget', () => {
  it("reads tawk.to's widget address or chat page, the script always from embed.tawk.to", () => {
    const widget = {
      kind: 'tawk',
      scriptUrl: 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc',
      fallbackUrl: 'https://tawk.to/chat/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc',
    };
    expect(target('tawk', 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc')).toEqual(widget);
    expect(target('tawk', ' https://tawk.to/chat/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc/ ')).toEqual(widget);
    for (const link of [
      'https://tawk.to/',
      'http://embed.tawk.to/a/b',
      'https://embed.tawk.to.evil.test/a/b',
      'https://embed.tawk.to/a',
      'https://embed.tawk.to/a/b/c',
      'https://embed.tawk.to/a/b%2F..',
    ]) {
      expect(target('tawk', link), link).toBeNull();
    }
  });

  it('reads a LiveChat license from the number or its chat pages', () => {
    const license = {
      kind: 'livechat',
      license: 12345678,
      scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
      fallbackUrl: 'https://www.livechat.com/chat-with/12345678/',
    };
    expect(target('livechat', '12345678')).toEqual(license);
    expect(target('livechat', 'https://www.livechat.com/chat-with/12345678/')).toEqual(license);
    expect(target('livechat', 'https://direct.lc.chat/12345678/')).toEqual(license);
    expect(target('livechat', 'https://www.livechat.com/')).toBeNull();
    expect(target('livechat', 'https://direct.lc.chat/abc/')).toBeNull();
  });

  it("reads Zendesk's key; a help-centre page with the key is the fallback, the snippet alone has none", () => {
    const key = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    expect(target('zendesk', `https://static.zdassets.com/ekr/snippet.js?key=${key}`)).toEqual({
      kind: 'zendesk',
      key,
      scriptUrl: `https://static.zdassets.com/ekr/snippet.js?key=${key}`,
      fallbackUrl: null,
    });
    expect(target('zendesk', `https://acme.zendesk.com/hc/en-us?key=${key}`)).toMatchObject({
      scriptUrl: `https://static.zdassets.com/ekr/snippet.js?key=${key}`,
      fallbackUrl: 'https://acme.zendesk.com/hc/en-us',
    });
    expect(target('zendesk', `https://static.zdassets.com/other.js?key=${key}`)).toBeNull();
    expect(target('zendesk', `https://evil.test/?key=${key}`)).toBeNull();
    expect(target('zendesk', 'https://acme.zendesk.com/hc')).toBeNull();
  });

  it('takes Viber deep links, and https, mailto and tel links for the others', () => {
    expect(target('viberapp', 'viber://chat?number=%2B66812345678')).toEqual({
      kind: 'viberapp',
      deepLink: 'viber://chat?number=%2B66812345678',
    });
    expect(target('viberapp', 'https://viber.com/')).toBeNull();
    expect(target('others', 'https://line.me/R/ti/p/@casino')).toEqual({
      kind: 'others',
      url: 'https://line.me/R/ti/p/@casino',
    });
    expect(target('others', 'mailto:help@example.com')).toMatchObject({ kind: 'others' });
    expect(target('others', 'tel:+66 2 123 4567')).toMatchObject({ kind: 'others' });
    for (const link of [
      'javascript:alert(1)',
      'http://line.me/',
      'data:text/html,x',
      'https://user:pw@x.test/',
    ]) {
      expect(target('others', link), link).toBeNull();
    }
  });
});

describe('ContactChannelBody', () => {
  it('refuses a link that does not fit its kind, saying what fits', () => {
    const parsed = ContactChannelBody.safeParse({
      contact_code_name: 'tawk',
      name: 'Chat',
      contact_link: 'https://tawk.to/',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['contact_link'],
      message: expect.stringContaining('https://embed.tawk.to/<property id>/<widget id>'),
    });
    expect(
      ContactChannelBody.parse({
        contact_code_name: 'others',
        name: ' LINE ',
        contact_link: 'https://line.me/',
      }),
    ).toEqual({
      contact_code_name: 'others',
      name: 'LINE',
      contact_link: 'https://line.me/',
      is_default: false,
    });
  });
});

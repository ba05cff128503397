import { describe, expect, it } from 'vitest';
import { AdminPopupBody, notificationModalFind, PopupImageUrl } from './engagement';

const popup = {
  kind: 'welcome',
  language_id: 1,
  page_show_list: ['home'],
  title: 'Welcome',
  body: 'Hello',
} as const;

describe('engagement contracts', () => {
  it('takes images over https or on the site only', () => {
    expect(PopupImageUrl.safeParse('https://cdn.example.com/a.png').success).toBe(true);
    expect(PopupImageUrl.safeParse('/images/welcome.webp').success).toBe(true);
    for (const url of [
      'http://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:x',
    ])
      expect(PopupImageUrl.safeParse(url).success, url).toBe(false);
  });

  it('fills the defaults of a new pop-up and refuses a page named twice or an unknown page', () => {
    expect(AdminPopupBody.parse(popup)).toEqual({ ...popup, image_url: null, is_active: true });
    expect(AdminPopupBody.safeParse({ ...popup, page_show_list: ['home', 'home'] }).success).toBe(false);
    expect(AdminPopupBody.safeParse({ ...popup, page_show_list: [] }).success).toBe(false);
    expect(AdminPopupBody.safeParse({ ...popup, page_show_list: ['lobby'] }).success).toBe(false);
    expect(AdminPopupBody.safeParse({ ...popup, body: '   ' }).success).toBe(false);
  });

  it('asks the public pop-ups of one language and a known page', () => {
    const query = notificationModalFind.query;
    expect(query?.parse({ language_id: '2', page_name: 'games' })).toEqual({
      language_id: 2,
      page_name: 'games',
    });
    expect(query?.safeParse({ language_id: '2', page_name: 'setting' }).success).toBe(false);
    expect(query?.safeParse({ page_name: 'home' }).success).toBe(false);
  });
});

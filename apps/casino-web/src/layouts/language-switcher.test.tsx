import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite, setupMswServer, siteHandlers } from '../testing/render-site';

const server = setupMswServer();

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('language switcher and SEO', () => {
  it('sets <title>, description and Open Graph tags from the SEO config of the language', async () => {
    server.use(...siteHandlers());
    await renderSite('/en');

    await waitFor(() => expect(document.title).toBe('SEO title 1'));
    expect(meta('meta[name="description"]')).toBe('Description 1');
    expect(meta('meta[name="keywords"]')).toBe('keywords 1');
    expect(meta('meta[property="og:title"]')).toBe('OG title 1');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.test/og-1.png');
    expect(meta('meta[property="og:locale"]')).toBe('en');
  });

  it('keeps the page, writes the cookie, and reloads text, <html lang>, system and SEO config', async () => {
    server.use(...siteHandlers({ loggedIn: true }));
    const { router } = await renderSite('/en/setting?tab=1');
    await screen.findByText('Choose what you want to see or change.');

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Switch language' }), 'jp');

    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/setting'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(document.cookie).toContain('locale=jp');
    expect(await screen.findByText('表示または変更したい項目を選んでください。')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    await waitFor(() => expect(document.title).toBe('SEO title 3'));
    expect(meta('meta[property="og:locale"]')).toBe('ja');
    expect(screen.getAllByRole('img', { name: 'テストカジノ' }).length).toBeGreaterThan(0);
  });

  it('marks each language name with its display code, never a route code such as jp or vn', async () => {
    server.use(...siteHandlers());
    await renderSite('/en');
    const switcher = await screen.findByRole('combobox', { name: 'Switch language' });

    const options = [...switcher.querySelectorAll('option')];
    expect(options.find((option) => option.value === 'jp')?.lang).toBe('ja');
    for (const option of options) expect(Intl.getCanonicalLocales(option.lang)).toHaveLength(1);
    expect(options.map((option) => option.lang)).not.toContain('jp');
  });

  it('maps display codes for <html lang> (zh → zh-cn)', async () => {
    server.use(...siteHandlers());
    await renderSite('/zh');

    await waitFor(() => expect(document.documentElement.lang).toBe('zh-cn'));
  });
});

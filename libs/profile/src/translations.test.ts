import { LANGUAGE_CODES } from '@casino/contracts';
import { flattenKeys, loadNamespaceTree, namespaceRegistry } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import './i18n';

const otherLanguages = LANGUAGE_CODES.filter((lang) => lang !== 'en');

/** Texts that are the same in every language: the brand's terms and pure placeholders. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Profile',
  'Email',
  'Bank',
  'Network',
  'Line ID',
  'Crypto wallet',
  'Bank account',
  'Reference code: {{reference}}',
  'OTP code',
]);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('profile namespace', () => {
  const english = flattenKeys(namespaceRegistry.get('profile')?.english ?? {});

  it('is registered with its English source', () => {
    expect(Object.keys(english).length).toBeGreaterThan(60);
  });

  it.each(otherLanguages)('%s has exactly the English keys and placeholders, translated', async (lang) => {
    const translated = flattenKeys(await loadNamespaceTree(namespaceRegistry, lang, 'profile'));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const value = translated[key] ?? '';
      expect(value.trim(), `${lang}:${key} is empty`).not.toBe('');
      expect(placeholders(value), `${lang}:${key} placeholders`).toEqual(placeholders(text));
      if (!SAME_AS_ENGLISH_ALLOWED.has(text))
        expect(value, `${lang}:${key} is an English copy`).not.toBe(text);
    }
  });
});

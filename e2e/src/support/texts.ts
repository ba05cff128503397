import { readFileSync } from 'node:fs';
import { namespaceRegistry } from '@casino/i18n';

type Tree = { [key: string]: string | Tree };

/** Looks up a text by `namespace.path.to.key`, filling its `{{values}}` and dropping its markup. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

/** The texts a member sees, read from the site's own translation files, so each language is checked. */
export function texts(lang: string): Texts {
  // English is the typed TypeScript source; the other languages are JSON files.
  const load = (ns: string): Tree =>
    lang === 'en'
      ? (namespaceRegistry.get(ns as 'auth')?.english as Tree)
      : (JSON.parse(
          readFileSync(new URL(`../../../libs/i18n/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
        ) as Tree);
  const trees = {
    auth: load('auth'),
    common: load('common'),
    errors: load('errors'),
    validation: load('validation'),
  };
  return (key, values = {}) => {
    const [ns, ...path] = key.split('.');
    let node: string | Tree | undefined = trees[ns as keyof typeof trees];
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${lang}:${key}`);
    return node
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
      .replace(/<\/?\w+>/g, '');
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

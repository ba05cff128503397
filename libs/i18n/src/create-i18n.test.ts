import { describe, expect, it, vi } from 'vitest';
import { coreNamespaces } from './core-namespaces';
import { createI18n, getDialogT } from './create-i18n';
import { createNamespaceRegistry, type NamespaceDefinition } from './namespaces';
import { translateValidation } from './validation-message';

/** The core namespaces with their loaders wrapped in spies, to see what gets fetched. */
function spiedRegistry() {
  const loads: string[] = [];
  const definitions: NamespaceDefinition[] = coreNamespaces.map((ns) => ({
    ...ns,
    load: (lang) => {
      loads.push(`${lang}/${ns.name}`);
      return ns.load(lang);
    },
  }));
  return { registry: createNamespaceRegistry(definitions), loads };
}

describe('createI18n', () => {
  it('fetches only the requested language and namespaces, English being bundled', async () => {
    const { registry, loads } = spiedRegistry();
    const i18n = await createI18n({ language: 'th', namespaces: ['common'], registry, react: false });
    expect(loads).toEqual(['th/common']);
    expect(i18n.t('notFound.message')).toBe('ไม่พบหน้านี้');

    await i18n.loadNamespaces('auth');
    expect(loads).toEqual(['th/common', 'th/auth']);
    expect(i18n.t('auth:login.title')).toBe('เข้าสู่ระบบ');
  });

  it('loads nothing for English', async () => {
    const { registry, loads } = spiedRegistry();
    const i18n = await createI18n({ language: 'en', namespaces: ['common', 'auth'], registry, react: false });
    expect(loads).toEqual([]);
    expect(i18n.t('auth:register.acceptTerms')).toBe('I am 18 or over and accept the terms and conditions');
  });

  it('falls back to English text for a key a language lacks', async () => {
    const registry = createNamespaceRegistry([
      { name: 'demo', english: { hello: 'Hello', bye: 'Bye' }, load: async () => ({ hello: 'Hola' }) },
    ]);
    const i18n = await createI18n({ language: 'es', namespaces: ['demo'], registry, react: false });
    expect(i18n.t('demo:hello' as never)).toBe('Hola');
    expect(i18n.t('demo:bye' as never)).toBe('Bye');
  });

  it('types keys from the English sources, so a missing key does not compile', async () => {
    const i18n = await createI18n({ language: 'en', react: false });
    expect(i18n.t('notFound.backHome')).toBe('Back to the home page');
    // @ts-expect-error: not a key of the common namespace
    expect(i18n.t('notFound.noSuchKey')).toBe('notFound.noSuchKey');
  });

  it('interpolates parameters', async () => {
    const i18n = await createI18n({ language: 'jp', namespaces: ['common'], react: false });
    expect(i18n.t('pagination.pageOf', { page: 2, total: 5 })).toBe('2 / 5 ページ');
  });

  it('switches language, loading the new bundle lazily', async () => {
    const { registry, loads } = spiedRegistry();
    const i18n = await createI18n({ language: 'en', registry, react: false });
    await i18n.changeLanguage('ko');
    expect(loads).toEqual(['ko/common']);
    expect(i18n.t('header.login')).toBe('로그인');
  });
});

describe('getDialogT', () => {
  it('reads the locale first', async () => {
    const i18n = await createI18n({ language: 'vn', react: false });
    const t = await getDialogT(i18n);
    expect(t('failedCall.copied')).toBe('Đã sao chép');
  });

  it('falls back to Thai before English', async () => {
    const registry = createNamespaceRegistry([
      {
        name: 'common',
        english: { title: 'Error' },
        load: async (lang) => (lang === 'th' ? { title: 'ข้อผิดพลาด' } : {}),
      },
    ]);
    const i18n = await createI18n({ language: 'ko', registry, react: false });
    expect(i18n.t('title' as never)).toBe('Error');
    const t = await getDialogT(i18n, ['common']);
    expect(t('title' as never)).toBe('ข้อผิดพลาด');
  });
});

describe('translateValidation', () => {
  it('localises a schema message with its parameters', async () => {
    const i18n = await createI18n({ language: 'th', namespaces: ['validation'], react: false });
    expect(translateValidation(i18n.t, 'min_length|{"min":8}')).toBe('อย่างน้อย 8 ตัวอักษร');
    expect(translateValidation(i18n.t, 'required')).toBe('กรุณากรอกข้อมูลในช่องนี้');
  });

  it('keeps prose that is not a validation key', async () => {
    const i18n = await createI18n({ language: 'en', react: false });
    expect(translateValidation(i18n.t, 'Something else')).toBe('Something else');
  });

  it('uses a loader returning a module with a default export', async () => {
    const load = vi.fn(async () => ({ default: { hi: 'Hai' } }));
    const registry = createNamespaceRegistry([{ name: 'x', english: { hi: 'Hi' }, load }]);
    const i18n = await createI18n({ language: 'id', namespaces: ['x'], registry, react: false });
    expect(i18n.t('x:hi' as never)).toBe('Hai');
    expect(load).toHaveBeenCalledWith('id');
  });
});

describe('plural forms', () => {
  it('follow each language, not the look of its code (br is Portuguese, not Breton; jp has one form)', async () => {
    const registry = createNamespaceRegistry([
      {
        name: 'plurals',
        english: { games_one: '{{count}} game', games_other: '{{count}} games' },
        load: async (lang: string) => ({
          default:
            lang === 'br'
              ? {
                  games_one: '{{count}} jogo',
                  games_many: '{{count}} de jogos',
                  games_other: '{{count}} jogos',
                }
              : { games_other: '{{count}}本のゲーム' },
        }),
      },
    ]);
    const english = await createI18n({ language: 'en', namespaces: ['plurals'], registry, react: false });
    const t = (i18n: typeof english, count: number) =>
      (i18n.t as unknown as (key: string, options: object) => string)('games', { ns: 'plurals', count });
    expect([t(english, 1), t(english, 2)]).toEqual(['1 game', '2 games']);
    const brazil = await createI18n({ language: 'br', namespaces: ['plurals'], registry, react: false });
    // Breton rules would read 21 as "one" (21 jogo).
    expect([t(brazil, 1), t(brazil, 2), t(brazil, 21), t(brazil, 1_000_000)]).toEqual([
      '1 jogo',
      '2 jogos',
      '21 jogos',
      '1000000 de jogos',
    ]);
    const japanese = await createI18n({ language: 'jp', namespaces: ['plurals'], registry, react: false });
    expect([t(japanese, 1), t(japanese, 5)]).toEqual(['1本のゲーム', '5本のゲーム']);
  });
});

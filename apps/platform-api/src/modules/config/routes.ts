import type { CustomFunction, FooterData, GlobalConfig } from '@casino/contracts';
import { publicApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { single } from '../../http/find';
import { route } from '../../http/route';
import { readBrandSettings } from './brand-settings';
import { MOBILE_BASE, readPwaConfig } from './pwa';
import { readScriptTag } from './script-tags';
import { readSeo } from './seo';
import { readSetting as setting } from './settings-store';

/** The language's row, else the default language's (an unknown id still gets content). */
async function translationFor(db: Queryable, languageId: number | undefined) {
  const { rows } = await db.query<{
    footer_data: FooterData;
    announcement_data: CustomFunction['announcement_data'];
  }>(
    `SELECT t.footer_data, t.announcement_data FROM custom_function_translations t
       JOIN languages l ON l.id = t.language_id
      WHERE t.language_id = $1 OR l.is_default
      ORDER BY (t.language_id = $1) DESC LIMIT 1`,
    [languageId ?? null],
  );
  return rows[0];
}

/** Singleton and per-language configs the shell loads at start and on language change. */
export async function configRoutes(app: FastifyInstance) {
  const db = app.db;

  // The brand's staff settings join the shared configs: the mobile site here, should_iframe_redirect below.
  route(app, publicApi.globalConfigFind, async () => {
    const global = await setting<Omit<GlobalConfig, 'mobile_url' | 'dev_tools'>>(db, 'global_config');
    const { mobile_url } = await readBrandSettings(db, app.config.brand);
    return single(global ? { ...global, mobile_url, dev_tools: app.config.devTools } : undefined);
  });
  route(app, publicApi.generalConfigFind, async () => single(await setting(db, 'general_config')));
  route(app, publicApi.stickyConfigFind, async () => single(await setting(db, 'sticky_config')));

  // The phone shell's identity, and the web manifest of /m/ written from it (the shell's build carries a
  // copy for static hosting; served by the platform, this one wins and follows the site's name).
  route(app, publicApi.pwaConfigFind, async () => single(await readPwaConfig(db, app.config.brand)));
  app.get(`${MOBILE_BASE}manifest.webmanifest`, { schema: { hide: true } }, async (_request, reply) => {
    const config = await readPwaConfig(db, app.config.brand);
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json');
    return JSON.stringify({ id: MOBILE_BASE, orientation: 'portrait', ...config });
  });

  route(app, publicApi.systemConfigFind, async ({ query }) => {
    const { rows } = await db.query(
      'SELECT id, language_id, site_name, logo_url, maintenance, support_email FROM system_configs WHERE language_id = $1',
      [query.language_id],
    );
    return single(rows[0] as never);
  });

  route(app, publicApi.customFunctionFind, async ({ query }) => {
    const base = await setting<
      Omit<CustomFunction, 'footer_data' | 'announcement_data' | 'should_iframe_redirect'>
    >(db, 'custom_function');
    const translation = await translationFor(db, query.language_id);
    const { should_iframe_redirect } = await readBrandSettings(db, app.config.brand);
    return single(base && translation ? { ...base, ...translation, should_iframe_redirect } : undefined);
  });

  route(app, publicApi.seoConfigFind, async ({ query }) =>
    single(await readSeo(db, query.language_id, query.page_name)),
  );

  route(app, publicApi.scriptTagConfigFind, async ({ query }) =>
    single(await readScriptTag(db, query.page_name)),
  );

  route(app, publicApi.passwordConfigFind, async ({ query }) => {
    const { rows } = await db.query(
      `SELECT language_id, min_length, max_length, require_lowercase, require_uppercase, require_digit
         FROM password_configs WHERE language_id = $1`,
      [query.language_id],
    );
    return single(rows[0] as never);
  });

  route(app, publicApi.checkRefcodeGet, async ({ id }) => {
    const { rowCount } = await db.query('SELECT 1 FROM users WHERE ref_code = $1', [id]);
    return { ref_code: id, valid: rowCount > 0 };
  });
}

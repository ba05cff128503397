import { siteAdminApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { scriptSourceAllowed, scriptSources } from '../../plugins/content-security-policy';
import {
  listScriptTags,
  listSeoRows,
  lockThirdPartyScripts,
  readThirdPartyScripts,
  removeSeoRow,
  writeScriptTag,
  writeSeoRow,
  writeThirdPartyScripts,
} from '../config';
import { audit } from './audit';
import { adminRoute } from './route';

export const SITE_CONTENT_MESSAGES = {
  languageNotFound: 'No such language',
  hostNotAllowed: (src: string) =>
    `${src} is not on a script host: add its origin to script_hosts first (admin-cli analytics set script-hosts)`,
  hostInUse: (src: string, page: string, field: string) =>
    `${src} in the ${page} page's ${field} snippet needs a host this list drops: change that snippet first`,
};

/** A field error for each `<script src>` of the snippets that the hosts do not allow. */
function disallowedSources(
  snippets: Partial<Record<siteAdminApi.SnippetField, string>>,
  hosts: readonly string[],
  message: (src: string, field: string) => string,
) {
  return siteAdminApi.SNIPPET_FIELDS.flatMap((field) =>
    scriptSources(snippets[field] ?? '')
      .filter((src) => !scriptSourceAllowed(src, hosts))
      .map((src) => ({ field, src, message: message(src, field) })),
  );
}

async function assertLanguage(tx: Queryable, languageId: number) {
  const language = await tx.query('SELECT 1 FROM languages WHERE id = $1', [languageId]);
  if (language.rowCount === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [
      fieldError('body.language_id', SITE_CONTENT_MESSAGES.languageNotFound),
    ]);
  }
}

/**
 * Staff changes to what the site adds to its pages: SEO rows, script tags, analytics ids and script hosts.
 * Each is audited in its transaction; the content security policy reads the new sources on the next page
 * load (invalidated here; other API instances within THIRD_PARTY_POLICY_TTL_MS).
 */
export function registerSiteContentRoutes(app: FastifyInstance): void {
  adminRoute(app, siteAdminApi.thirdPartyScriptsGet, () => readThirdPartyScripts(app.db));

  adminRoute(app, siteAdminApi.thirdPartyScriptsSet, async ({ body, admin, request }) => {
    const after = await app.db.transaction(async (tx) => {
      const { reason, ...changes } = body;
      await lockThirdPartyScripts(tx);
      const before = await readThirdPartyScripts(tx);
      if (changes.script_hosts) {
        const hosts = changes.script_hosts;
        const stranded = (await listScriptTags(tx)).flatMap((row) =>
          disallowedSources(row, hosts, (src, field) =>
            SITE_CONTENT_MESSAGES.hostInUse(src, row.page_name, field),
          ),
        );
        if (stranded.length > 0) {
          // Staff read the message itself (admin-cli prints it), so it names what to change.
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            stranded.map(({ message }) => message).join('; '),
            stranded.map(({ message }) => fieldError('body.script_hosts', message)),
          );
        }
      }
      await writeThirdPartyScripts(tx, changes);
      const written = await readThirdPartyScripts(tx);
      const changed = Object.keys(changes) as (keyof typeof changes)[];
      await audit(tx, {
        adminId: admin.id,
        action: 'third_party_scripts.update',
        targetType: 'setting',
        targetId: 'third_party_scripts',
        reason: reason ?? null,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, written[key]])),
        ip: request.ip,
      });
      return written;
    });
    app.thirdPartyPolicy.invalidate();
    return after;
  });

  adminRoute(app, siteAdminApi.seoConfigsList, async ({ query }) => ({
    data: await listSeoRows(app.db, query),
  }));

  adminRoute(app, siteAdminApi.seoConfigSet, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const { reason, ...row } = body;
      await assertLanguage(tx, row.language_id);
      const [before] = await listSeoRows(tx, row);
      const after = await writeSeoRow(tx, row);
      await audit(tx, {
        adminId: admin.id,
        action: 'seo_config.set',
        targetType: 'seo_config',
        targetId: `${row.language_id}:${row.page_name}`,
        reason: reason ?? null,
        before: before ?? null,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );

  adminRoute(app, siteAdminApi.seoConfigRemove, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const removed = await removeSeoRow(tx, body.language_id, body.page_name);
      if (removed) {
        await audit(tx, {
          adminId: admin.id,
          action: 'seo_config.remove',
          targetType: 'seo_config',
          targetId: `${body.language_id}:${body.page_name}`,
          reason: body.reason ?? null,
          before: removed,
          after: null,
          ip: request.ip,
        });
      }
      return { removed: removed !== undefined };
    }),
  );

  adminRoute(app, siteAdminApi.scriptTagsList, async () => ({ data: await listScriptTags(app.db) }));

  adminRoute(app, siteAdminApi.scriptTagSet, async ({ body, admin, request }) => {
    const after = await app.db.transaction(async (tx) => {
      const { reason, page_name, ...snippets } = body;
      await lockThirdPartyScripts(tx);
      const { script_hosts } = await readThirdPartyScripts(tx);
      const refused = disallowedSources(snippets, script_hosts, (src) =>
        SITE_CONTENT_MESSAGES.hostNotAllowed(src),
      );
      if (refused.length > 0) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          refused.map(({ message }) => message).join('; '),
          refused.map(({ field, message }) => fieldError(`body.${field}`, message)),
        );
      }
      const written = await writeScriptTag(tx, page_name, snippets);
      const changed = siteAdminApi.SNIPPET_FIELDS.filter((field) => snippets[field] !== undefined);
      await audit(tx, {
        adminId: admin.id,
        action: 'script_tag.set',
        targetType: 'script_tag',
        targetId: page_name,
        reason: reason ?? null,
        before: Object.fromEntries(changed.map((field) => [field, written.before?.[field] ?? ''])),
        after: Object.fromEntries(changed.map((field) => [field, written.after[field]])),
        ip: request.ip,
      });
      return written.after;
    });
    app.thirdPartyPolicy.invalidate();
    return after;
  });
}

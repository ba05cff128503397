import { PageGroup, SeoPageName, siteAdminApi } from '@casino/contracts';
import type { SeoConfig } from '@casino/contracts';
import type { OptionValues, Resource } from '../command';
import { noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

/** `--page`: a page group, or `default` (the language's row for every group) where allowed. */
function page(options: OptionValues): SeoPageName {
  const parsed = SeoPageName.safeParse(options['page']);
  if (!parsed.success) throw new UsageError(`--page is one of: ${SeoPageName.options.join(', ')}`);
  return parsed.data;
}

function pageGroup(options: OptionValues): PageGroup {
  const parsed = PageGroup.safeParse(options['page']);
  if (!parsed.success) {
    throw new UsageError(`--page is one of: ${PageGroup.options.join(', ')} (the default row stays)`);
  }
  return parsed.data;
}

const language = (options: OptionValues) => {
  const value = options['language'];
  if (typeof value !== 'string') throw new UsageError('--language <id> is required');
  return positiveId(value);
};

const text = (options: OptionValues, name: string) => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

function formatRows(result: unknown): string {
  const rows = (result as { data: SeoConfig[] }).data;
  if (rows.length === 0) return 'No SEO rows.';
  return rows
    .map(
      (row) =>
        `language ${row.language_id}  ${row.page_name.padEnd(14)} ${row.title}\n` +
        `    description ${row.description || '(default)'}\n    og ${row.OG_title || '(title)'}  ${row.OG_image || '(none)'}`,
    )
    .join('\n');
}

const formatRow = (result: unknown) => formatRows({ data: [result as SeoConfig] });

/**
 * Staff's SEO rows (spec 3): each language has a `default` row; a page group's own row wins over it on
 * that group's pages, its empty fields filled from the default row. The site reads them on every page.
 */
export const seo: Resource = {
  name: 'seo',
  usage: [
    'seo show [--language <id>] [--page <group|default>]      the stored rows (not merged)',
    'seo set --language <id> --page <group|default> --title T [--description T] [--metadata T]',
    '        [--og-title T] [--og-image URL|/path]             create or replace a row; empty fields fall back',
    "seo remove --language <id> --page <group>              the group uses the language's default row again",
  ],
  options: ['language', 'page', 'title', 'description', 'metadata', 'og-title', 'og-image', 'reason'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    const reason = reasonOf(options);
    const withReason = reason ? { reason } : {};
    if (action === 'show') {
      const query = {
        ...(options['language'] !== undefined ? { language_id: language(options) } : {}),
        ...(options['page'] !== undefined ? { page_name: page(options) } : {}),
      };
      return { run: (call) => call(siteAdminApi.seoConfigsList, { query }), format: formatRows };
    }
    if (action === 'set') {
      const title = text(options, 'title');
      if (title === undefined) throw new UsageError('--title is required');
      const body = siteAdminApi.SeoConfigBody.safeParse({
        language_id: language(options),
        page_name: page(options),
        title,
        description: text(options, 'description'),
        metadata: text(options, 'metadata'),
        OG_title: text(options, 'og-title'),
        OG_image: text(options, 'og-image'),
        ...withReason,
      });
      if (!body.success) {
        throw new UsageError(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      }
      return { run: (call) => call(siteAdminApi.seoConfigSet, { body: body.data }), format: formatRow };
    }
    if (action === 'remove') {
      const body = {
        language_id: language(options),
        page_name: pageGroup(options),
        ...withReason,
      };
      return {
        run: (call) => call(siteAdminApi.seoConfigRemove, { body }),
        format: (result) =>
          (result as { removed: boolean }).removed ? 'Removed.' : 'There was no such row.',
      };
    }
    throw new UsageError(`Unknown command for seo: ${action ?? '(none)'}`);
  },
};

import { PageGroup, siteAdminApi } from '@casino/contracts';
import type { ScriptTagConfig } from '@casino/contracts';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, reasonOf, UsageError } from '../command';

const SNIPPETS = siteAdminApi.SNIPPET_FIELDS;

function pageGroup(value: string | undefined) {
  const parsed = PageGroup.safeParse(value);
  if (!parsed.success) throw new UsageError(`The page group is one of: ${PageGroup.options.join(', ')}`);
  return parsed.data;
}

function formatOne(row: ScriptTagConfig): string {
  const filled = SNIPPETS.filter((field) => row[field] !== '');
  if (filled.length === 0) return `${row.page_name}: no snippets`;
  return [
    `${row.page_name}:`,
    ...filled.map((field) => `  ${field}:\n${row[field].replace(/^/gm, '    ')}`),
  ].join('\n');
}

/**
 * The operator's snippets per page group (spec 3): header and meta_header go into the head, body at the
 * body's start, footer at its end, after first paint on that group's pages only. A `<script src>` must be
 * on a script host (`analytics set script-hosts`); inline scripts run as saved (the policy hashes them).
 */
export const scriptTags: Resource = {
  name: 'script-tags',
  usage: [
    'script-tags show [<page group>]                     which groups have snippets, or one group’s',
    'script-tags set <page group> --file PATH            set snippets from a JSON object, e.g.',
    '                                                    {"header": "<script src=...></script>", "meta_header": "..."}',
    'script-tags clear <page group>                      empty all six snippets of the group',
  ],
  options: ['file', 'reason'],
  parse([action, name, ...extra], options) {
    noMoreArguments(extra);
    const reason = reasonOf(options);
    const withReason = reason ? { reason } : {};
    if (action === 'show') {
      const only = name === undefined ? undefined : pageGroup(name);
      return {
        run: (call) => call(siteAdminApi.scriptTagsList, {}),
        format: (result) => {
          const rows = (result as { data: ScriptTagConfig[] }).data;
          if (only) return formatOne(rows.find((row) => row.page_name === only) ?? { ...empty(only) });
          return rows
            .map((row) => {
              const filled = SNIPPETS.filter((field) => row[field] !== '');
              return `${row.page_name.padEnd(16)}${filled.length ? filled.join(', ') : '-'}`;
            })
            .join('\n');
        },
      };
    }
    if (action === 'set' || action === 'clear') {
      const page_name = pageGroup(name);
      const snippets =
        action === 'clear'
          ? Object.fromEntries(SNIPPETS.map((field) => [field, '']))
          : jsonFileBody(
              options['file'] as string | undefined,
              siteAdminApi.ScriptTagSnippets,
              'an object of snippets',
            );
      if (Object.keys(snippets).length === 0) throw new UsageError('The file names no snippet');
      const body = { page_name, ...snippets, ...withReason };
      return {
        run: (call) => call(siteAdminApi.scriptTagSet, { body }),
        format: (result) => formatOne(result as ScriptTagConfig),
      };
    }
    throw new UsageError(`Unknown command for script-tags: ${action ?? '(none)'}`);
  },
};

function empty(page_name: string): ScriptTagConfig {
  return {
    id: 0,
    page_name,
    header: '',
    body: '',
    footer: '',
    meta_header: '',
    meta_body: '',
    meta_footer: '',
  };
}

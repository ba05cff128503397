import type { PageGroup, ScriptTagConfig } from '@casino/contracts';

type Snippet = Exclude<keyof ScriptTagConfig, 'id' | 'page_name'>;
type Place = 'head' | 'body-start' | 'body-end';

/** Where each snippet goes: header and meta_header into the head, body at the body's start, footer at its end. */
const PLACES: readonly [Snippet, Place][] = [
  ['meta_header', 'head'],
  ['header', 'head'],
  ['meta_body', 'body-start'],
  ['body', 'body-start'],
  ['footer', 'body-end'],
  ['meta_footer', 'body-end'],
];

/** Marks what a page group's snippets added, for tests and for anyone reading the DOM. */
export const SCRIPT_TAG_ATTRIBUTE = 'data-script-tag';

/**
 * A snippet's nodes, ready to insert. A `<script>` parsed from HTML never runs, so each is made anew
 * with the same attributes and text: the text is what the content security policy hashed on the server,
 * so an inline script runs only as staff saved it, and a src runs only from a script host. External
 * scripts keep their order unless marked async, as they would in the page's HTML.
 */
function snippetNodes(html: string, pageGroup: PageGroup): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = document.importNode(template.content, true);
  for (const parsed of fragment.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of parsed.attributes) script.setAttribute(name, value);
    script.async = parsed.hasAttribute('async');
    script.text = parsed.text;
    parsed.replaceWith(script);
  }
  const nodes = [...fragment.childNodes];
  for (const node of nodes) if (node instanceof Element) node.setAttribute(SCRIPT_TAG_ATTRIBUTE, pageGroup);
  return nodes;
}

/**
 * Adds a page group's snippets to the document (this module is fetched after first paint, when a group
 * has snippets); returns the function that takes them out again (what a
 * script already did, such as a cookie it set, stays done).
 */
export function injectScriptTags(config: ScriptTagConfig, pageGroup: PageGroup): () => void {
  const added: Node[] = [];
  const bodyStart: Node[] = [];
  for (const [snippet, place] of PLACES) {
    if (!config[snippet].trim()) continue;
    const nodes = snippetNodes(config[snippet], pageGroup);
    added.push(...nodes);
    if (place === 'head') document.head.append(...nodes);
    else if (place === 'body-end') document.body.append(...nodes);
    else bodyStart.push(...nodes);
  }
  document.body.prepend(...bodyStart);
  return () => {
    for (const node of added) node.parentNode?.removeChild(node);
  };
}

import { useEffect } from 'react';
import type { PageGroup } from '@casino/contracts';
import { useScriptTagConfig } from '@casino/site-shell';

const hasSnippets = (config: Record<string, unknown>) =>
  Object.entries(config).some(
    ([key, value]) => key !== 'page_name' && typeof value === 'string' && value.trim(),
  );

/**
 * The page group's snippets while the visitor is on it, from the first paint on (`painted`). The code that
 * puts them in the document is its own chunk, fetched only when a group has snippets.
 */
export function useScriptTags(pageGroup: PageGroup | undefined, painted: boolean): void {
  const { data, isError, error } = useScriptTagConfig(pageGroup, painted);
  useEffect(() => {
    if (isError) console.warn('script tags: the page group’s snippets could not be loaded', error);
  }, [isError, error]);
  useEffect(() => {
    if (!data || !pageGroup || !hasSnippets(data)) return undefined;
    let left = false;
    let remove: (() => void) | undefined;
    import('./inject-script-tags')
      .then(({ injectScriptTags }) => {
        if (!left) remove = injectScriptTags(data, pageGroup);
      })
      .catch((failure: unknown) => console.warn('script tags: their code could not be fetched', failure));
    return () => {
      left = true;
      remove?.();
    };
  }, [data, pageGroup]);
}

import type { MemoItem } from '@casino/contracts/memo';
import { useMemoText } from '../text';

/**
 * A topic's title and first text in the page's language: platform memos are worded from their template
 * and params here; staff and member memos are shown as written. Always plain strings, never markup.
 */
export function useMemoWording() {
  const t = useMemoText();
  return (item: Pick<MemoItem, 'template' | 'params' | 'title_name' | 'message_description'>) => {
    if (item.template === null) return { title: item.title_name, text: item.message_description };
    const params = { amount: '', reference: '', reason: '', day: '', name: '', level: '', ...item.params };
    return {
      title: t(`template.${item.template}.title`),
      // Plain text in a text node: React escapes it, so i18next must not escape it a second time.
      text: t(`template.${item.template}.body`, { ...params, interpolation: { escapeValue: false } }),
    };
  };
}

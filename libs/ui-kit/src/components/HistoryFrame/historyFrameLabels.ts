import type { HistoryFrameLabels } from './HistoryFrame';

/** The keys under which a feature's namespace keeps the texts every member history shows. */
export type HistoryTextKey =
  | 'loading'
  | 'history.from'
  | 'history.to'
  | 'history.empty'
  | 'history.pagination.navigation'
  | 'history.pagination.previous'
  | 'history.pagination.next';

/**
 * A namespace's `t` (e.g. `useTranslation('cashbox').t`) seen through the keys above: a namespace that
 * lacks one of them fails typecheck where its `t` is passed.
 */
export interface HistoryText {
  (key: HistoryTextKey): string;
  (key: 'history.pagination.page', options: { page: number }): string;
}

/**
 * `HistoryFrame`'s labels from a namespace that keeps them under the usual keys; ui-kit names keys, not
 * namespaces, and holds no text. The two that differ by page come in as they are.
 */
export function historyFrameLabels(
  t: HistoryText,
  { table, daysNote }: Pick<HistoryFrameLabels, 'table' | 'daysNote'>,
): HistoryFrameLabels {
  return {
    from: t('history.from'),
    to: t('history.to'),
    daysNote,
    empty: t('history.empty'),
    loading: t('loading'),
    table,
    pagination: {
      navigation: t('history.pagination.navigation'),
      previous: t('history.pagination.previous'),
      next: t('history.pagination.next'),
      page: (page) => t('history.pagination.page', { page }),
    },
  };
}

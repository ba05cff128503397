import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Pages". */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of one page button, e.g. (n) => `Page ${n}`. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  siblings?: number;
}

export function Pagination({ page, pageCount, onChange, labels, siblings = 1 }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={labels.navigation}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {paginationRange(page, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

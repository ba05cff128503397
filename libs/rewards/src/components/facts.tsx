import type { ReactNode } from 'react';
import * as styles from './rewards.css';

/** Label and value pairs as a description list; a `null` value leaves its pair out. */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode | null])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) =>
        value === null ? null : (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

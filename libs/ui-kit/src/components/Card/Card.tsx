import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  footer?: ReactNode;
  as?: 'section' | 'article' | 'div';
  className?: string;
}

/** A surface panel; with a title it becomes a region named by that title. */
export function Card({
  title,
  headingLevel = 3,
  children,
  footer,
  as: Element = 'section',
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}

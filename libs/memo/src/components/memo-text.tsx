import * as styles from './memo.css';

/**
 * A memo's text as text: React puts it in a text node, so markup in it shows as typed and never runs.
 * Line breaks are kept.
 */
export function MemoText({ text }: { text: string }) {
  return <p className={styles.text}>{text}</p>;
}

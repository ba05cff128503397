import * as styles from '../engagement.css';

/**
 * An operator's text as text: React puts it in text nodes, so markup in it shows as typed and never runs.
 * A blank line starts a paragraph; single line breaks are kept.
 */
export function PopupText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

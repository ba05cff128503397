import { Card, Stack } from '@casino/ui-kit';
import { useAffiliateArticles } from '../api/programme';
import * as styles from './affiliate.css';

/**
 * The operator's own articles about the programme. Their text is shown as text (never markup), a blank
 * line starting a new paragraph; while they load, or if they cannot, the page shows without them.
 */
export function AffiliateArticles() {
  const articles = useAffiliateArticles();
  if (!articles.data?.data.length) return null;
  return (
    <Stack gap="md">
      {articles.data.data.map((article, index) => (
        <Card key={`${index}-${article.title}`} title={article.title} headingLevel={2}>
          {article.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
        </Card>
      ))}
    </Stack>
  );
}

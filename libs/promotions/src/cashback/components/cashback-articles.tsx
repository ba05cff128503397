import { Card, Stack } from '@casino/ui-kit';
import type { CashbackKind } from '@casino/contracts/promotions';
import { useCashbackArticles } from '../api';

/**
 * The operator's own articles under the page's summary. Their text is shown as text (never markup), a
 * blank line starting a new paragraph; while they load, or if they cannot, the page shows without them.
 */
export function CashbackArticles({ kind }: { kind: CashbackKind }) {
  const articles = useCashbackArticles(kind);
  if (!articles.data?.data.length) return null;
  return (
    <Stack gap="md">
      {articles.data.data.map((article, index) => (
        <Card key={`${index}-${article.title}`} title={article.title} headingLevel={2}>
          {article.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>{paragraph}</p>
            ))}
        </Card>
      ))}
    </Stack>
  );
}

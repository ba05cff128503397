import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@casino/api-client';
import { policyApi } from '@casino/contracts';
import type { PolicyType } from '@casino/contracts';
import { formatLocalDateTime } from '@casino/i18n';
import { Card } from '@casino/ui-kit';
import { PageLoading } from '../layouts/default-layout';
import { useLanguageRow } from '@casino/site-shell';
import * as page from './page.css';

/** Terms, privacy or cookies policy in the route's language (the API falls back to the default one). */
function PolicyPage({ type }: { type: PolicyType }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const language = useLanguageRow();
  const policy = useQuery({
    queryKey: ['site', 'policy', type, language?.id ?? 0],
    queryFn: async ({ signal }) =>
      (
        await client.find(
          policyApi.policyFind,
          { language_id: language?.id ?? 0, policy_type: type },
          { signal },
        )
      ).data[0] ?? null,
    enabled: language !== undefined,
    staleTime: 10 * 60_000,
  });

  if (policy.isPending) return <PageLoading />;
  const data = policy.data;
  const fallbackTitle = t(`policy.${POLICY_TITLES[type]}`);
  return (
    <article className={page.article}>
      <h1 className={page.pageTitle}>{data?.title || fallbackTitle}</h1>
      {data ? (
        <>
          <p className={page.muted}>{t('policy.updated', { date: formatLocalDateTime(data.updatedAt) })}</p>
          {data.sections.map((section, index) => (
            <Card key={`${index}-${section.heading}`} title={section.heading}>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
            </Card>
          ))}
        </>
      ) : (
        <p>{t('empty.noData')}</p>
      )}
    </article>
  );
}

const POLICY_TITLES = {
  'terms-and-conditions': 'terms',
  'privacy-policy': 'privacy',
  'cookies-policy': 'cookies',
} as const satisfies Record<PolicyType, string>;

export const TermsPage = () => <PolicyPage type="terms-and-conditions" />;
export const PrivacyPage = () => <PolicyPage type="privacy-policy" />;
export const CookiesPage = () => <PolicyPage type="cookies-policy" />;

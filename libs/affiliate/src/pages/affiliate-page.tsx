import { Button, Card, Stack } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { useLocalPath, useLoginModal, useSession } from '@casino/auth';
import { Link } from 'react-router';
import { useAffiliateMember } from '../api/programme';
import { useRefreshAffiliate } from '../api/refresh';
import { AffiliateArticles } from '../components/affiliate-articles';
import { AffiliateStanding } from '../components/affiliate-standing';
import * as styles from '../components/affiliate.css';
import { HowItWorks } from '../components/how-it-works';
import { LoadState } from '../components/load-state';
import { useAffiliateText } from '../text';

/** A visitor's way in: register for a link of their own, or log in. */
function VisitorInvitation() {
  const t = useAffiliateText();
  const localPath = useLocalPath();
  const login = useLoginModal();
  return (
    <Card>
      <Stack gap="sm">
        <p className={styles.paragraph}>{t('programme.visitorPrompt')}</p>
        <div className={styles.actions}>
          <Link to={localPath('/register')} className={styles.actionLink}>
            {t('programme.register')}
          </Link>
          <span className={styles.muted}>{t('programme.haveAccount')}</span>
          <Button variant="secondary" onClick={login.open}>
            {t('login')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** A member's standing and rate, joining, and the way to their affiliate account. */
function MemberStanding() {
  const t = useAffiliateText();
  const localPath = useLocalPath();
  const member = useAffiliateMember();
  const refresh = useRefreshAffiliate();
  // The API answers 403 to a member without the `affiliate` privilege: not an error, a closed door.
  if (isApiError(member.error) && member.error.reason === 'PRIVILEGE_REQUIRED') {
    return <p className={styles.paragraph}>{t('programme.notAvailable')}</p>;
  }
  return (
    <LoadState data={member.data} error={member.error}>
      {(standing) => (
        <Card title={t('standing.title')} headingLevel={2}>
          <Stack gap="md">
            <p className={styles.paragraph}>
              {t('programme.rate', { rate: standing.rate, base: t(`base.${standing.base}`) })}
            </p>
            <AffiliateStanding member={standing} onCalculated={() => void refresh()} />
            <div>
              <Link to={localPath('/setting/affiliate')} className={styles.actionLink}>
                {t('programme.account')}
              </Link>
            </div>
          </Stack>
        </Card>
      )}
    </LoadState>
  );
}

/**
 * `/{lang}/affiliate` and `/{lang}/promotions/affiliate`: what the programme is and how it works, the
 * operator's articles, then a member's standing (rate, joining under the one-active rule, the way to
 * their account) or a visitor's invitation to register.
 */
export function AffiliatePage() {
  const t = useAffiliateText();
  const session = useSession();
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('programme.title')}</h1>
      <p className={styles.paragraph}>{t('programme.intro')}</p>
      {session.isPending ? null : session.isLoggedIn ? <MemberStanding /> : <VisitorInvitation />}
      <HowItWorks />
      <AffiliateArticles />
    </Stack>
  );
}

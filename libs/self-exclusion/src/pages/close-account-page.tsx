import { useState } from 'react';
import { Link } from 'react-router';
import { LoginForm, useLocalPath, useSession } from '@casino/auth';
import { Button, Card, LoadingStatus, Stack } from '@casino/ui-kit';
import { useClosureCheck } from '../api/exclusion';
import { CloseAccountForm } from '../components/close-account-form';
import * as styles from '../components/self-exclusion.css';
import { useSelfExclusionText } from '../text';

/** /{lang}/setting/close-account: what closing means, what stands in the way, then closing for good. */
export function CloseAccountPage() {
  const t = useSelfExclusionText();
  const localPath = useLocalPath();
  const session = useSession();
  const check = useClosureCheck(session.isLoggedIn);
  const [closed, setClosed] = useState(false);

  // The confirmation stays once the member is logged out by the closure itself.
  if (closed) {
    return (
      <Card title={t('closePage.doneTitle')} headingLevel={2}>
        <p role="status">{t('closePage.done')}</p>
      </Card>
    );
  }
  if (session.isPending) return <LoadingStatus label={t('loading')} />;
  if (!session.isLoggedIn) {
    return (
      <Card title={t('closePage.title')} headingLevel={2}>
        <LoginForm />
      </Card>
    );
  }

  let body: React.ReactNode;
  if (check.data) {
    body = <CloseAccountForm check={check.data} onClosed={() => setClosed(true)} />;
  } else if (check.isError) {
    body = (
      <Stack gap="sm">
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void check.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else {
    body = <LoadingStatus label={t('loading')} />;
  }
  return (
    <Card title={t('closePage.title')} headingLevel={2}>
      <Stack gap="md">
        <p className={styles.warning}>{t('closePage.intro')}</p>
        <p>
          {t('closePage.gamblingNote')}{' '}
          <Link to={localPath('/setting/take-a-break')}>{t('closePage.gamblingLink')}</Link>
        </p>
        {body}
      </Stack>
    </Card>
  );
}

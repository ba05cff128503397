import { useState } from 'react';
import { Link } from 'react-router';
import { LoginForm, useLocalPath, useSession } from '@casino/auth';
import { Button, Card, LoadingStatus, Stack } from '@casino/ui-kit';
import { useClosureCheck } from '../api/exclusion';
import { CloseAccountForm } from '../components/close-account-form';
import { LeaveButton } from '../components/leave-button';
import * as styles from '../components/self-exclusion.css';
import { useSelfExclusionText } from '../text';

/** /{lang}/setting/close-account: what closing means, what stands in the way, then closing for good. */
export function CloseAccountPage() {
  const t = useSelfExclusionText();
  const localPath = useLocalPath();
  const session = useSession();
  const check = useClosureCheck(session.isLoggedIn);
  const [closed, setClosed] = useState(false);

  let body: React.ReactNode;
  if (closed) {
    // Shown until the member leaves it: the server has logged them out, this tab forgets them then.
    body = (
      <Card title={t('closePage.doneTitle')} headingLevel={2}>
        <Stack gap="md">
          <p role="status">{t('closePage.done')}</p>
          <LeaveButton />
        </Stack>
      </Card>
    );
  } else if (session.isPending) {
    body = <LoadingStatus label={t('loading')} />;
  } else if (!session.isLoggedIn) {
    body = (
      <Card>
        <LoginForm />
      </Card>
    );
  } else {
    let state: React.ReactNode;
    if (check.data) {
      state = <CloseAccountForm check={check.data} onClosed={() => setClosed(true)} />;
    } else if (check.isError) {
      state = (
        <Stack gap="sm">
          <p role="alert">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void check.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      );
    } else {
      state = <LoadingStatus label={t('loading')} />;
    }
    body = (
      <Card>
        <Stack gap="md">
          <p className={styles.warning}>{t('closePage.intro')}</p>
          <p>
            {t('closePage.gamblingNote')}{' '}
            <Link to={localPath('/setting/take-a-break')}>{t('closePage.gamblingLink')}</Link>
          </p>
          {state}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <h1>{t('closePage.title')}</h1>
      {body}
    </Stack>
  );
}

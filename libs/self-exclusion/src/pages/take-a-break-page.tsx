import { useState } from 'react';
import { LoginForm, useSession } from '@casino/auth';
import type { ExclusionStarted } from '@casino/contracts/exclusion';
import { formatLocalDateTime } from '@casino/i18n';
import { Card, LoadingStatus, Stack } from '@casino/ui-kit';
import { BreakChoiceForm } from '../components/break-choice';
import { BreakConfirm } from '../components/break-confirm';
import { LeaveButton } from '../components/leave-button';
import type { BreakChoice } from '../components/durations';
import * as styles from '../components/self-exclusion.css';
import { useSelfExclusionText } from '../text';

const FIRST_CHOICE: BreakChoice = { kind: 'time_out', length: 'h24', days: '' };

/** /{lang}/setting/take-a-break: a time-out or self-exclusion, chosen, confirmed, then started. */
export function TakeABreakPage() {
  const t = useSelfExclusionText();
  const session = useSession();
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [started, setStarted] = useState<ExclusionStarted | null>(null);

  let body: React.ReactNode;
  if (started) {
    // Shown until the member leaves it: the server has logged them out, this tab forgets them then.
    const date = formatLocalDateTime(started.ends_at);
    body = (
      <Card title={t('breakPage.doneTitle')} headingLevel={2}>
        <Stack gap="md">
          <p role="status">
            {started.kind === 'time_out'
              ? t('breakPage.doneTimeOut', { date })
              : t('breakPage.doneSelfExclusion', { date })}
          </p>
          <p className={styles.muted}>{t('breakPage.help')}</p>
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
    body = (
      <Card>
        <Stack gap="md">
          <p>{t('breakPage.intro')}</p>
          <p className={styles.warning}>{t('breakPage.irreversible')}</p>
          {step === 'choose' ? (
            <BreakChoiceForm
              initial={choice}
              onChosen={(chosen) => {
                setChoice(chosen);
                setStep('confirm');
              }}
            />
          ) : (
            <BreakConfirm choice={choice} onBack={() => setStep('choose')} onStarted={setStarted} />
          )}
          <p className={styles.muted}>{t('breakPage.help')}</p>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <h1>{t('breakPage.title')}</h1>
      {body}
    </Stack>
  );
}

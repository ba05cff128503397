import { useState } from 'react';
import { LoginForm, useSession } from '@casino/auth';
import type { ExclusionStarted } from '@casino/contracts/exclusion';
import { formatLocalDateTime } from '@casino/i18n';
import { Card, LoadingStatus, Stack } from '@casino/ui-kit';
import { BreakChoiceForm } from '../components/break-choice';
import { BreakConfirm } from '../components/break-confirm';
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

  // The confirmation stays once the member is logged out by the break itself.
  if (started) {
    const date = formatLocalDateTime(started.ends_at);
    return (
      <Card title={t('breakPage.doneTitle')} headingLevel={2}>
        <Stack gap="md">
          <p role="status">
            {started.kind === 'time_out'
              ? t('breakPage.doneTimeOut', { date })
              : t('breakPage.doneSelfExclusion', { date })}
          </p>
          <p className={styles.muted}>{t('breakPage.help')}</p>
        </Stack>
      </Card>
    );
  }
  if (session.isPending) return <LoadingStatus label={t('loading')} />;
  return (
    <Card title={t('breakPage.title')} headingLevel={2}>
      {session.isLoggedIn ? (
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
      ) : (
        <LoginForm />
      )}
    </Card>
  );
}

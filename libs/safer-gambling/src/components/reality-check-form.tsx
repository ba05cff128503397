import { useId, useState } from 'react';
import type { RealityCheck } from '@casino/contracts/safer-gambling';
import { useFailureText } from '@casino/forms';
import { Button, Select } from '@casino/ui-kit';
import { useSetRealityCheck } from '../api/limits';
import { useSaferGamblingText } from '../text';
import * as styles from './safer-gambling.css';

const OFF = 'off';

/** The reminder interval: off or one the brand offers; applies at once (it restricts nothing). */
export function RealityCheckForm({ realityCheck }: { realityCheck: RealityCheck }) {
  const t = useSaferGamblingText();
  const failureText = useFailureText();
  const headingId = useId();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(String(realityCheck.interval_minutes ?? OFF));
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  // A current interval staff no longer offer stays listed, so the select shows what is in force.
  const offered = [
    ...new Set([
      ...realityCheck.options,
      ...(realityCheck.interval_minutes ? [realityCheck.interval_minutes] : []),
    ]),
  ].sort((a, b) => a - b);

  return (
    <form
      className={styles.limit}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(undefined);
        save.mutate(
          { interval_minutes: choice === OFF ? null : Number(choice) },
          {
            onSuccess: () => setStatus(t('reality.saved')),
            onError: (error) => setFailure(failureText(error)),
          },
        );
      }}
    >
      <h2 id={headingId} className={styles.limitTitle}>
        {t('sections.realityCheck')}
      </h2>
      <p className={styles.muted}>{t('reality.help')}</p>
      <div className={styles.form}>
        <div className={styles.field}>
          <Select
            label={t('reality.interval')}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            options={[
              { value: OFF, label: t('reality.off') },
              ...offered.map((minutes) => ({
                value: String(minutes),
                label: t('reality.every', { count: minutes }),
              })),
            ]}
          />
        </div>
        <Button type="submit" loading={save.isPending}>
          {t('reality.save')}
        </Button>
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </form>
  );
}

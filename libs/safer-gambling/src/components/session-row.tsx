import { useId, useState } from 'react';
import { z } from 'zod';
import { amountSchema } from '@casino/contracts';
import type { SessionLimit } from '@casino/contracts/safer-gambling';
import { MAX_SESSION_MINUTES } from '@casino/contracts/safer-gambling';
import { useZodForm } from '@casino/forms';
import { Button, TextInput } from '@casino/ui-kit';
import { useCancelPending, useSetLimit } from '../api/limits';
import { useSaferGamblingText } from '../text';
import { dateTime } from './dates';
import { PendingLine, SavedStatus } from './pending-line';
import type { Saved } from './pending-line';
import * as styles from './safer-gambling.css';

const MinutesForm = z.object({
  minutes: amountSchema({ decimals: 0, min: '1', max: String(MAX_SESSION_MINUTES) }).transform(Number),
});

/** The session time limit: minutes per login, this session's end, a pending change, and the form. */
export function SessionRow({ session }: { session: SessionLimit }) {
  const t = useSaferGamblingText();
  const headingId = useId();
  const setLimit = useSetLimit();
  const cancel = useCancelPending();
  const [saved, setSaved] = useState<Saved>(null);
  const form = useZodForm(MinutesForm, { defaultValues: { minutes: '' } });
  const save = async (minutes: number | null) => {
    const page = await setLimit.mutateAsync({ kind: 'session', minutes });
    setSaved(page?.session.pending ? { later: page.session.pending.applies_at } : 'now');
  };
  const submit = form.submit(async ({ minutes }) => {
    await save(minutes);
    form.form.reset({ minutes: '' });
  });

  return (
    <div className={styles.limit} role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.limitTitle}>
        {t('sections.session')}
      </h2>
      <div className={styles.facts}>
        <p className={styles.muted}>{t('sessionHelp')}</p>
        <p className={styles.muted}>
          {session.minutes === null ? t('none') : t('session.current', { minutes: session.minutes })}
        </p>
        {session.session_started_at && session.session_ends_at ? (
          <p className={styles.muted}>
            {t('session.window', {
              start: dateTime(session.session_started_at),
              end: dateTime(session.session_ends_at),
            })}
          </p>
        ) : null}
      </div>
      {session.pending ? (
        <PendingLine
          text={
            session.pending.minutes === null
              ? t('pendingRemoval', { date: dateTime(session.pending.applies_at) })
              : t('session.pendingChange', {
                  minutes: session.pending.minutes,
                  date: dateTime(session.pending.applies_at),
                })
          }
          onCancel={async () => {
            await cancel.mutateAsync('session');
            setSaved('cancelled');
          }}
          busy={cancel.isPending}
        />
      ) : null}
      <form {...submit} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.field}>
          <TextInput
            label={t('session.newMinutes')}
            inputMode="numeric"
            autoComplete="off"
            {...form.field('minutes')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.busy}>
            {t('save')}
          </Button>
          {session.minutes !== null && !(session.pending && session.pending.minutes === null) ? (
            <Button
              type="button"
              variant="secondary"
              loading={setLimit.isPending}
              onClick={() => void save(null).catch(form.fail)}
            >
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </form>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <SavedStatus saved={saved} />
    </div>
  );
}

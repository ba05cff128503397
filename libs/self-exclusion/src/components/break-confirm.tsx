import { TimeOutRequest } from '@casino/contracts/exclusion';
import type { ExclusionStarted } from '@casino/contracts/exclusion';
import { useZodForm } from '@casino/forms';
import { formatLocalDateTime } from '@casino/i18n';
import { Button, Inline, Stack } from '@casino/ui-kit';
import { useStartExclusion } from '../api/exclusion';
import { useSelfExclusionText } from '../text';
import { ConfirmFields } from './confirm-fields';
import { endOf, lengthOf } from './durations';
import type { BreakChoice } from './durations';
import * as styles from './self-exclusion.css';

const ConfirmSchema = TimeOutRequest.pick({ password: true, understood: true });

/** Step 2: what the break means and until when, then the password and "I cannot undo this". */
export function BreakConfirm({
  choice,
  onBack,
  onStarted,
}: {
  choice: BreakChoice;
  onBack: () => void;
  onStarted: (started: ExclusionStarted) => void;
}) {
  const t = useSelfExclusionText();
  const start = useStartExclusion();
  const form = useZodForm(ConfirmSchema, {
    defaultValues: { password: '', understood: false as unknown as true },
    reasonFields: { CURRENT_PASSWORD_INCORRECT: 'password' },
  });
  const length = lengthOf(choice);
  if (!length) throw new Error('a break confirmed without a valid length');
  const lengthText =
    choice.length === 'custom'
      ? t('lengths.days', { count: Number(choice.days) })
      : t(`lengths.${choice.length}`);
  const until = formatLocalDateTime(endOf(length));
  const isTimeOut = length.kind === 'time_out';
  const submit = form.submit(async (values) => {
    onStarted(await start.mutateAsync({ ...length, ...values }));
  });
  return (
    <form {...submit} aria-label={t('breakPage.confirmTitle')}>
      <Stack gap="md">
        <h2>{t('breakPage.confirmTitle')}</h2>
        <p className={styles.summary}>
          {isTimeOut
            ? t('breakPage.confirmTimeOut', { length: lengthText, date: until })
            : t('breakPage.confirmSelfExclusion', { length: lengthText, date: until })}
        </p>
        <ul className={styles.facts}>
          <li>{t('breakPage.irreversible')}</li>
          <li>{t('breakPage.loggedOutNote')}</li>
          <li>{t('breakPage.withdrawals')}</li>
        </ul>
        <ConfirmFields password={form.field('password')} understood={form.field('understood')} />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Inline gap="sm" justifyContent="space-between">
          <Button type="button" variant="secondary" onClick={onBack} disabled={form.busy}>
            {t('back')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {isTimeOut ? t('breakPage.submitTimeOut') : t('breakPage.submitSelfExclusion')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

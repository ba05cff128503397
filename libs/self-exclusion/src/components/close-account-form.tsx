import { z } from 'zod';
import { CLOSURE_REASONS, CloseAccountRequest, ClosureReason } from '@casino/contracts/exclusion';
import type { AccountClosed, ClosureCheck } from '@casino/contracts/exclusion';
import { useZodForm } from '@casino/forms';
import { Button, Select, Stack } from '@casino/ui-kit';
import { useCloseAccount } from '../api/exclusion';
import { useSelfExclusionText } from '../text';
import { ConfirmFields } from './confirm-fields';
import * as styles from './self-exclusion.css';

/** An empty reason is "prefer not to say": sent as no reason at all. */
const CloseForm = CloseAccountRequest.extend({ reason: z.union([ClosureReason, z.literal('')]) });

/** What stands in the way (balance, pending money), then the reason, password and acknowledgement. */
export function CloseAccountForm({
  check,
  onClosed,
}: {
  check: ClosureCheck;
  onClosed: (closed: AccountClosed) => void;
}) {
  const t = useSelfExclusionText();
  const close = useCloseAccount();
  const form = useZodForm(CloseForm, {
    defaultValues: { reason: '', password: '', understood: false as unknown as true },
    reasonFields: { CURRENT_PASSWORD_INCORRECT: 'password' },
  });
  const submit = form.submit(async ({ reason, ...values }) => {
    onClosed(await close.mutateAsync(reason ? { ...values, reason } : values));
  });
  const pending = check.pending_deposits + check.pending_withdrawals > 0;
  const hasBalance = Number(check.balance) !== 0;
  return (
    <Stack gap="md">
      <p>{t('closePage.balance', { amount: check.balance, currency: check.currency })}</p>
      {check.can_close ? (
        <p role="status">{t('closePage.ready')}</p>
      ) : (
        <ul className={styles.facts} aria-label={t('closePage.title')}>
          {hasBalance ? <li className={styles.warning}>{t('closePage.blockedBalance')}</li> : null}
          {pending ? <li className={styles.warning}>{t('closePage.blockedPending')}</li> : null}
        </ul>
      )}
      <form {...submit} aria-label={t('closePage.title')}>
        <Stack gap="md">
          <Select
            label={t('closePage.reason')}
            placeholder={t('closePage.reasonPlaceholder')}
            options={CLOSURE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            {...form.field('reason')}
          />
          <ConfirmFields password={form.field('password')} understood={form.field('understood')} />
          {form.failure ? <p role="alert">{form.failure}</p> : null}
          <Button type="submit" variant="danger" loading={form.busy} disabled={!check.can_close}>
            {t('closePage.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

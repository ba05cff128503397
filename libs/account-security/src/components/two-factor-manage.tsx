import { RecoveryCodesRegenerate, TwoFactorDisable } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { Button, PasswordInput, Stack, TextInput } from '@casino/ui-kit';
import { useRecoveryCodesRegenerate, useTwoFactorDisable } from '../api/security';
import { useSecurityText } from '../text';
import * as styles from './security.css';

/** With two-factor on: new recovery codes (a current code), or off (password and a code). */
export function TwoFactorManage({
  onNewCodes,
  onDisabled,
}: {
  onNewCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const t = useSecurityText();
  const regenerate = useRecoveryCodesRegenerate();
  const disable = useTwoFactorDisable();
  const codesForm = useZodForm(RecoveryCodesRegenerate, { defaultValues: { code: '' } });
  const offForm = useZodForm(TwoFactorDisable, {
    defaultValues: { password: '', code: '' },
    reasonFields: { CURRENT_PASSWORD_INCORRECT: 'password', TWO_FACTOR_CODE_INCORRECT: 'code' },
  });
  const submitCodes = codesForm.submit(async (values) => {
    const result = await regenerate.mutateAsync(values);
    codesForm.form.reset();
    onNewCodes(result.recovery_codes);
  });
  const submitOff = offForm.submit(async (values) => {
    await disable.mutateAsync(values);
    offForm.form.reset();
    onDisabled();
  });
  return (
    <Stack gap="lg">
      <form {...submitCodes} aria-label={t('twoFactor.newCodes')}>
        <Stack gap="sm">
          <h3>{t('twoFactor.newCodes')}</h3>
          <p className={styles.muted}>{t('twoFactor.newCodesHint')}</p>
          <TextInput
            label={t('twoFactor.code')}
            autoComplete="one-time-code"
            restrict="numeric"
            maxLength={6}
            {...codesForm.field('code')}
          />
          {codesForm.failure ? <p role="alert">{codesForm.failure}</p> : null}
          <Button type="submit" variant="secondary" loading={codesForm.busy}>
            {t('twoFactor.newCodesSubmit')}
          </Button>
        </Stack>
      </form>
      <form {...submitOff} aria-label={t('twoFactor.turnOff')}>
        <Stack gap="sm">
          <h3>{t('twoFactor.turnOff')}</h3>
          <p className={styles.muted}>{t('twoFactor.turnOffHint')}</p>
          <PasswordInput
            label={t('twoFactor.password')}
            autoComplete="current-password"
            showLabel={t('a11y.showPassword', { ns: 'common' })}
            hideLabel={t('a11y.hidePassword', { ns: 'common' })}
            {...offForm.field('password')}
          />
          <TextInput
            label={t('twoFactor.codeOrRecovery')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            {...offForm.field('code')}
          />
          {offForm.failure ? <p role="alert">{offForm.failure}</p> : null}
          <Button type="submit" variant="danger" loading={offForm.busy}>
            {t('twoFactor.turnOffSubmit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { QRCodeSVG } from 'qrcode.react';
import { TwoFactorConfirm } from '@casino/contracts';
import type { TwoFactorSetup as Setup } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { Button, CopyButton, Inline, Stack, TextInput } from '@casino/ui-kit';
import { useTwoFactorConfirm } from '../api/security';
import { useSecurityText } from '../text';
import * as styles from './security.css';

/** Groups of four, as authenticator apps show keys; spaces are ignored when typed in. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step 2 of enabling: scan (or type the key), then confirm with the app's current code. */
export function TwoFactorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useSecurityText();
  const confirm = useTwoFactorConfirm();
  const form = useZodForm(TwoFactorConfirm, { defaultValues: { code: '' }, reasonFields: {} });
  const submit = form.submit(async (values) => {
    const result = await confirm.mutateAsync(values);
    onEnabled(result.recovery_codes);
  });
  return (
    <Stack gap="md">
      <h3>{t('twoFactor.scanTitle')}</h3>
      <div className={styles.qr}>
        <QRCodeSVG value={setup.otpauth_uri} size={184} title={t('twoFactor.qrLabel')} role="img" />
      </div>
      <p className={styles.text}>{t('twoFactor.manualEntry')}</p>
      <Inline gap="sm">
        <p className={styles.secret} data-testid="two-factor-secret" data-secret={setup.secret}>
          {grouped(setup.secret)}
        </p>
        <CopyButton text={setup.secret} label={t('twoFactor.copyKey')} copiedLabel={t('twoFactor.copied')} />
      </Inline>
      <form {...submit} aria-label={t('twoFactor.turnOn')}>
        <Stack gap="md">
          <TextInput
            label={t('twoFactor.code')}
            autoComplete="one-time-code"
            restrict="numeric"
            maxLength={6}
            {...form.field('code')}
          />
          {form.failure ? <p role="alert">{form.failure}</p> : null}
          <Inline gap="sm">
            <Button type="submit" loading={form.busy}>
              {t('twoFactor.confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('twoFactor.cancel')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}

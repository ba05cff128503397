import { useState } from 'react';
import type { TwoFactorSetup } from '@casino/contracts';
import { isApiError } from '@casino/api-client';
import { apiErrorMessage } from '@casino/i18n';
import { useTranslation } from 'react-i18next';
import { Button, Card, Stack } from '@casino/ui-kit';
import { useTwoFactorSetup, useTwoFactorStatus } from '../api/security';
import { useSecurityText } from '../text';
import { QueryState } from './query-state';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorManage } from './two-factor-manage';
import { TwoFactorSetupForm } from './two-factor-setup';
import * as styles from './security.css';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** Two-factor: its state, the enabling steps (QR, confirm, recovery codes) and, when on, its management. */
export function TwoFactorSection() {
  const t = useSecurityText();
  const { t: tAny } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useTwoFactorSetup();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);

  const begin = async () => {
    setNotice(null);
    try {
      setStep({ kind: 'setup', setup: await start.mutateAsync() });
    } catch (error) {
      setNotice(isApiError(error) ? apiErrorMessage(tAny, error) : t('loadFailed'));
    }
  };

  return (
    <Card title={t('twoFactor.title')} headingLevel={2} as="section">
      <QueryState query={status}>
        {(data) => {
          if (step.kind === 'codes') {
            return <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
          }
          if (step.kind === 'setup') {
            return (
              <TwoFactorSetupForm
                setup={step.setup}
                onCancel={() => setStep({ kind: 'idle' })}
                onEnabled={(codes) => {
                  setNotice(t('twoFactor.enabled'));
                  setStep({ kind: 'codes', codes });
                }}
              />
            );
          }
          return (
            <Stack gap="md">
              <p className={styles.text}>{t('twoFactor.intro')}</p>
              <p className={styles.text}>
                <strong>{data.enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}</strong>
              </p>
              {notice ? <p role="status">{notice}</p> : null}
              {data.enabled ? (
                <>
                  <p className={styles.muted}>
                    {t('twoFactor.codesLeft', { count: data.recovery_codes_left })}
                  </p>
                  <TwoFactorManage
                    onNewCodes={(codes) => setStep({ kind: 'codes', codes })}
                    onDisabled={() => setNotice(t('twoFactor.disabled'))}
                  />
                </>
              ) : (
                <Button onClick={() => void begin()} loading={start.isPending}>
                  {t('twoFactor.turnOn')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}

import { Button, ConfirmDialog, Stack } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { AffiliateMember } from '@casino/contracts/affiliate';
import { useFailureText } from '@casino/forms';
import { useState } from 'react';
import { useJoinAffiliate } from '../api/programme';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

/** The bonus kinds of spec 4's one-active rule, as the standing names the member's active one. */
const ActiveBonusKind = AffiliateMember.shape.active_bonus.unwrap();
type ActiveBonusKind = (typeof ActiveBonusKind.options)[number];

/**
 * Joining under spec 4's one-active rule: referral becomes the member's active bonus; another active kind
 * is ended only once the member confirms replacing it (the server names it in BONUS_REPLACE_REQUIRED).
 */
export function JoinAffiliate() {
  const t = useAffiliateText();
  const failureText = useFailureText();
  const join = useJoinAffiliate();
  const [replacing, setReplacing] = useState<ActiveBonusKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const activate = async (replace: boolean) => {
    setFailure(null);
    try {
      await join.mutateAsync(replace);
      setReplacing(null);
    } catch (error) {
      const active =
        isApiError(error) && error.reason === 'BONUS_REPLACE_REQUIRED'
          ? ActiveBonusKind.safeParse(error.errors[0]?.message)
          : null;
      if (!replace && active?.success) {
        setReplacing(active.data);
        return;
      }
      setReplacing(null);
      setFailure(failureText(error));
    }
  };

  return (
    <Stack gap="sm">
      <div>
        <Button onClick={() => void activate(false)} loading={join.isPending && replacing === null}>
          {t('standing.activate')}
        </Button>
      </div>
      <p className={styles.muted}>{t('standing.oneActive')}</p>
      {failure ? <p role="alert">{failure}</p> : null}
      <ConfirmDialog
        open={replacing !== null}
        title={t('replace.title')}
        message={t('replace.message', {
          current: replacing ? t(`bonusKinds.${replacing}`) : '',
          next: t('bonusKinds.referral'),
        })}
        confirmLabel={t('replace.confirm')}
        cancelLabel={t('cancel')}
        loading={join.isPending}
        onConfirm={() => void activate(true)}
        onCancel={() => setReplacing(null)}
      />
    </Stack>
  );
}

import { Button, Modal, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { CouponRedemption } from '@casino/contracts/promotions';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useCouponText } from '../text';
import * as styles from './coupon.css';

export interface CouponSuccessDialogProps {
  /** The redemption that succeeded; the dialog is open while it is set. */
  redemption: CouponRedemption | null;
  /** Amounts in the member's wallet currency. */
  money: (amount: string) => string;
  onClose: () => void;
}

/**
 * Spec "coupon success" modal: the code, its bonus in the wallet's currency and where to follow the
 * turnover that moves the bonus into the wallet. Focus starts on Close; Escape closes it too.
 */
export function CouponSuccessDialog({ redemption, money, onClose }: CouponSuccessDialogProps) {
  const t = useCouponText();
  const localPath = useLocalPath();
  const messageId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={redemption !== null}
      onClose={onClose}
      title={t('success.title')}
      size="sm"
      describedBy={messageId}
      initialFocusRef={closeRef}
      footer={
        <Button ref={closeRef} onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {redemption ? (
        <Stack gap="sm">
          <p id={messageId}>
            {t('success.message', { code: redemption.code, amount: money(redemption.bonus) })}
          </p>
          <p className={styles.muted}>{redemption.name}</p>
          <p>{t('success.turnover')}</p>
          <Link to={localPath('/promotions')} onClick={onClose}>
            {t('links.promotions')}
          </Link>
        </Stack>
      ) : null}
    </Modal>
  );
}

import { useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Modal, Stack, TextInput } from '@casino/ui-kit';
import { vmsg } from '@casino/contracts';
import { ShippingAddress } from '@casino/contracts/rewards';
import type { RedeemTransaction, Reward } from '@casino/contracts/rewards';
import { useZodForm } from '@casino/forms';
import { useRedeemReward } from '../api/shop';
import { useRewardsText } from '../text';
import { usePointsText } from './points-words';
import * as styles from './rewards.css';

/** Whether the contract takes a phone or email as typed (both may stay empty). */
const accepts = (field: 'phone' | 'email') => (value: string) =>
  ShippingAddress.shape[field].safeParse(value).success;

/** Spec 5: the address is required; phone and email optional, checked as the contract checks them. */
const addressForm = z.object({
  address: z
    .string()
    .trim()
    .min(1, vmsg('required'))
    .max(500, vmsg('max_length', { max: 500 })),
  phone: z.string().trim().refine(accepts('phone'), vmsg('invalid_phone')),
  email: z.string().trim().refine(accepts('email'), vmsg('invalid_email')),
});

export interface ShippingAddressDialogProps {
  /** The special reward being redeemed; the dialog is open while it is set. */
  reward: Reward | null;
  onClose: () => void;
  onRedeemed: (transaction: RedeemTransaction) => void;
}

/**
 * Spec's address modal: where to ship a special reward (address required, phone and email optional),
 * then the redemption. A refusal (POINTS_NOT_ENOUGH, REWARD_UNAVAILABLE...) shows as the form's alert in
 * the member's language; the server's field errors go under their fields.
 */
export function ShippingAddressDialog({ reward, onClose, onRedeemed }: ShippingAddressDialogProps) {
  const t = useRewardsText();
  const common = useTranslation('common').t;
  const addressRef = useRef<HTMLInputElement | null>(null);
  return (
    <Modal
      open={reward !== null}
      onClose={onClose}
      title={t('address.title')}
      closeLabel={common('a11y.closeDialog')}
      initialFocusRef={addressRef}
    >
      {reward ? <AddressForm reward={reward} addressRef={addressRef} onRedeemed={onRedeemed} /> : null}
    </Modal>
  );
}

function AddressForm({
  reward,
  addressRef,
  onRedeemed,
}: {
  reward: Reward;
  addressRef: RefObject<HTMLInputElement | null>;
  onRedeemed: (transaction: RedeemTransaction) => void;
}) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const redeem = useRedeemReward();
  const form = useZodForm(addressForm, { defaultValues: { address: '', phone: '', email: '' } });
  const address = form.field('address');
  const submit = form.submit(async (values) => {
    onRedeemed(await redeem.mutateAsync({ reward_id: reward.id, ...values }));
  });
  return (
    <form {...submit}>
      <Stack gap="md">
        <p className={styles.intro}>
          {t('address.intro', { name: reward.name, points: pointsText(reward.points) })}
        </p>
        <TextInput
          label={t('address.address')}
          hint={t('address.addressHint')}
          autoComplete="street-address"
          required
          {...address}
          ref={(element) => {
            address.ref(element);
            addressRef.current = element;
          }}
        />
        <TextInput
          label={t('address.phone')}
          type="tel"
          autoComplete="tel"
          restrict="tel"
          {...form.field('phone')}
        />
        <TextInput label={t('address.email')} type="email" autoComplete="email" {...form.field('email')} />
        {form.failure ? (
          <p role="alert" className={styles.problem}>
            {form.failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={form.busy}>
            {t('address.submit', { points: pointsText(reward.points) })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

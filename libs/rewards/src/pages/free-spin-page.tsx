import { useId, useState } from 'react';
import { Button, ConfirmDialog, Select, Stack } from '@casino/ui-kit';
import type { FreeSpinGrant, FreeSpinOffer } from '@casino/contracts/rewards';
import { formatLocalDateTime } from '@casino/i18n';
import { useFreeSpinOffers, useFreeSpinProviders, useRedeemFreeSpin } from '../api/free-spins';
import { useMemberWallet } from '../api/member';
import { usePointTotals } from '../api/points';
import { FreeSpinOfferCard } from '../components/free-spin-offer-card';
import { CardGrid } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { MyFreeSpins } from '../components/my-free-spins';
import { PointsBalance } from '../components/points-summary';
import { usePointsText } from '../components/points-words';
import * as styles from '../components/rewards.css';
import { SpendNotes, isShort, useSpendFlow } from '../components/spend';
import { moneyFormatter, useRewardsText } from '../text';

type Money = (amount: string) => string;

/** One offer and its "Redeem": a confirmation with what it gives and costs, then the spins are the member's. */
function Offer({
  offer,
  balance,
  money,
}: {
  offer: FreeSpinOffer;
  balance: string | undefined;
  money: Money;
}) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const redeem = useRedeemFreeSpin();
  const [granted, setGranted] = useState<FreeSpinGrant | null>(null);
  const flow = useSpendFlow(() => redeem.mutateAsync(offer.id), setGranted);
  const short = isShort(balance, offer.points);
  return (
    <FreeSpinOfferCard offer={offer} money={money}>
      <Stack gap="sm">
        <div role="status">
          {granted ? (
            <p className={styles.status}>
              {t('freeSpins.done', { spins: granted.spins, date: formatLocalDateTime(granted.expire_date) })}
            </p>
          ) : null}
        </div>
        <SpendNotes short={short} problem={flow.problem} />
        <div>
          <Button
            onClick={() => {
              setGranted(null);
              flow.ask();
            }}
            disabled={short}
            loading={redeem.isPending}
          >
            {t('freeSpins.redeem', { points: pointsText(offer.points) })}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={flow.confirming}
        title={t('freeSpins.confirmTitle')}
        message={t('freeSpins.confirmMessage', {
          name: offer.name,
          spins: offer.spins,
          amount: money(offer.amount_per_round),
          points: pointsText(offer.points),
        })}
        confirmLabel={t('freeSpins.confirm')}
        cancelLabel={t('cancel')}
        loading={redeem.isPending}
        onCancel={flow.cancel}
        onConfirm={() => void flow.confirm()}
      />
    </FreeSpinOfferCard>
  );
}

/** The offers of the member's currency, narrowed to one provider or (the default, spec 9) all. */
function Offers({ currencyId, money }: { currencyId: number | undefined; money: Money }) {
  const t = useRewardsText();
  const [providerId, setProviderId] = useState<number | null>(null);
  const providers = useFreeSpinProviders(currencyId);
  const offers = useFreeSpinOffers(currencyId, providerId);
  const balance = usePointTotals().data?.point;
  const headingId = useId();
  return (
    <Stack gap="md" as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('freeSpins.offers')}
      </h2>
      <div className={styles.form}>
        <Select
          label={t('freeSpins.provider')}
          value={providerId === null ? '' : String(providerId)}
          options={[
            { value: '', label: t('freeSpins.all') },
            ...(providers.data ?? []).map((provider) => ({
              value: String(provider.id),
              label: provider.name,
            })),
          ]}
          onChange={(event) => setProviderId(event.target.value === '' ? null : Number(event.target.value))}
        />
      </div>
      <CardGrid data={offers.data} error={offers.error} empty={t('freeSpins.empty')}>
        {(offer) => <Offer offer={offer} balance={balance} money={money} />}
      </CardGrid>
    </Stack>
  );
}

/**
 * `/{lang}/reward/freespin`: the free-spin offers with the provider filter (all by default), each
 * redeemed after a confirmation; then the member's own spins with what is left, the expiry and "Play now".
 */
export function FreeSpinPage() {
  const t = useRewardsText();
  const currency = useMemberWallet().data?.currency;
  const money = moneyFormatter(currency);
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('freeSpins.title')}</h1>
      <p className={styles.intro}>{t('freeSpins.intro')}</p>
      <MemberGate>
        <Stack gap="xl">
          <PointsBalance />
          <Offers currencyId={currency?.id} money={money} />
          <MyFreeSpins money={money} />
        </Stack>
      </MemberGate>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Button, Card, Stack, TextInput } from '@casino/ui-kit';
import { vmsg } from '@casino/contracts';
import type { FairDraw, RewardSeed } from '@casino/contracts/rewards';
import { useZodForm } from '@casino/forms';
import { useRewardSeed, useSetClientSeed } from '../api/shop';
import { useRewardsText } from '../text';
import { Facts } from './facts';
import { LoadState } from './load-state';
import * as styles from './rewards.css';

/** The client seed as the contract takes it (1 to 64 characters), with the site's messages. */
const clientSeedForm = z.object({
  client_seed: z
    .string()
    .trim()
    .min(1, vmsg('required'))
    .max(64, vmsg('max_length', { max: 64 })),
});

function ClientSeedForm({ seed }: { seed: RewardSeed }) {
  const t = useRewardsText();
  const save = useSetClientSeed();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(clientSeedForm, { defaultValues: { client_seed: seed.client_seed } });
  const submit = form.submit(async (values) => {
    setSaved(false);
    await save.mutateAsync(values.client_seed);
    setSaved(true);
  });
  return (
    <form {...submit} className={styles.form}>
      <Stack gap="sm">
        <TextInput
          label={t('fair.clientSeed')}
          hint={t('fair.clientSeedHint')}
          autoComplete="off"
          spellCheck={false}
          {...form.field('client_seed')}
        />
        {form.failure ? (
          <p role="alert" className={styles.problem}>
            {form.failure}
          </p>
        ) : null}
        <div role="status">{saved ? <p className={styles.status}>{t('fair.saved')}</p> : null}</div>
        <div>
          <Button type="submit" variant="secondary" loading={form.busy}>
            {t('fair.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Spec "provably fair": the hash of the server seed the next draw will use, shown before it (the
 * commitment), and the member's own client seed, which they may change, with the draw's number.
 */
export function SeedPanel() {
  const t = useRewardsText();
  const seed = useRewardSeed();
  return (
    <Card title={t('fair.title')} headingLevel={2}>
      <Stack gap="md">
        <p className={styles.intro}>{t('fair.intro')}</p>
        <LoadState data={seed.data} error={seed.error} empty="">
          {(data) => (
            <Stack gap="md">
              <Facts
                items={[
                  [t('fair.nextHash'), <span className={styles.code}>{data.server_seed_hash}</span>],
                  [t('fair.nonce'), data.nonce],
                ]}
              />
              <ClientSeedForm seed={data} />
            </Stack>
          )}
        </LoadState>
      </Stack>
    </Card>
  );
}

/** SHA-256 of the seed's bytes (it is hex), in hex; `null` where the browser cannot hash (no secure context). */
async function hashSeed(seedHex: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  const pairs = seedHex.match(/[0-9a-f]{2}/gi);
  if (!subtle || !pairs || pairs.length * 2 !== seedHex.length) return null;
  const digest = await subtle.digest('SHA-256', new Uint8Array(pairs.map((pair) => parseInt(pair, 16))));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type SeedCheck = 'checking' | 'match' | 'mismatch' | 'unavailable';

/** Whether the revealed server seed hashes to the hash shown before the draw, checked here in the browser. */
function useSeedCheck(draw: FairDraw): SeedCheck {
  const [check, setCheck] = useState<{ seed: string; result: SeedCheck } | null>(null);
  useEffect(() => {
    let current = true;
    hashSeed(draw.server_seed)
      .then((hash) =>
        hash === null ? 'unavailable' : hash === draw.server_seed_hash.toLowerCase() ? 'match' : 'mismatch',
      )
      .catch((): SeedCheck => 'unavailable')
      .then((result) => {
        if (current) setCheck({ seed: draw.server_seed, result });
      });
    return () => {
      current = false;
    };
  }, [draw.server_seed, draw.server_seed_hash]);
  return check?.seed === draw.server_seed ? check.result : 'checking';
}

/** A finished draw's seeds, the check of its commitment, and how to verify the result by hand. */
export function DrawFairness({ draw }: { draw: FairDraw }) {
  const t = useRewardsText();
  const check = useSeedCheck(draw);
  return (
    <Stack gap="sm">
      <Facts
        items={[
          [t('fair.shownHash'), <span className={styles.code}>{draw.server_seed_hash}</span>],
          [t('fair.serverSeed'), <span className={styles.code}>{draw.server_seed}</span>],
          [t('fair.clientSeed'), <span className={styles.code}>{draw.client_seed}</span>],
          [t('fair.nonce'), draw.nonce],
        ]}
      />
      {check === 'unavailable' ? null : (
        <p className={check === 'mismatch' ? styles.problem : styles.muted}>{t(`fair.check.${check}`)}</p>
      )}
      <p className={styles.muted}>{t('fair.howTo')}</p>
    </Stack>
  );
}

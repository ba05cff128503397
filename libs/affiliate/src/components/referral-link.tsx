import { CopyButton, Stack } from '@casino/ui-kit';
import { useRouteLanguage } from '@casino/auth';
import { QRCodeSVG } from 'qrcode.react';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

/** The member's referral link on this site, in the page's language: `/{lang}/affiliate_v2/{code}`. */
export function useReferralLink(refCode: string): string {
  const lang = useRouteLanguage();
  return `${window.location.origin}/${lang}/affiliate_v2/${encodeURIComponent(refCode)}`;
}

function CopyRow({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  const t = useAffiliateText();
  return (
    <div>
      <p className={styles.figureLabel}>{label}</p>
      <div className={styles.copyRow}>
        <span className={styles.copyValue} data-testid={testId}>
          {value}
        </span>
        <CopyButton text={value} label={copyLabel} copiedLabel={t('overview.link.copied')} />
      </div>
    </div>
  );
}

/** The link and the code to share, each with a copy button ("Copied" for 2 s), and the link as a QR code. */
export function ReferralLink({ refCode }: { refCode: string }) {
  const t = useAffiliateText();
  const link = useReferralLink(refCode);
  return (
    <div className={styles.share}>
      <Stack gap="md">
        <p className={styles.muted}>{t('overview.link.hint')}</p>
        <CopyRow
          label={t('overview.link.link')}
          value={link}
          copyLabel={t('overview.link.copyLink')}
          testId="affiliate-link"
        />
        <CopyRow
          label={t('overview.link.code')}
          value={refCode}
          copyLabel={t('overview.link.copyCode')}
          testId="affiliate-code"
        />
      </Stack>
      <div className={styles.qrFrame}>
        <QRCodeSVG
          value={link}
          size={168}
          marginSize={2}
          title={t('overview.link.qr')}
          role="img"
          aria-label={t('overview.link.qr')}
          data-testid="affiliate-qr"
        />
      </div>
    </div>
  );
}

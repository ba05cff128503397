import { QRCodeSVG } from 'qrcode.react';
import * as styles from '../cashbox.css';

/** A scannable code: black on white whatever the theme, because scanners need the contrast. */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <div className={styles.qrFrame}>
      <QRCodeSVG value={value} size={200} title={label} role="img" aria-label={label} marginSize={2} />
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Button, CopyButton, Inline, Stack } from '@casino/ui-kit';
import { useSecurityText } from '../text';
import * as styles from './security.css';

/** The codes in clear, the one time they are shown: copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useSecurityText();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // The codes replace the form the member was in: their heading takes the focus, so it is read first.
  useEffect(() => headingRef.current?.focus(), []);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('recovery.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <h3 ref={headingRef} tabIndex={-1}>
        {t('recovery.title')}
      </h3>
      <p className={styles.text}>{t('recovery.intro')}</p>
      <ol className={styles.codes} aria-label={t('recovery.listLabel')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Inline gap="sm">
        <CopyButton text={text} label={t('recovery.copy')} copiedLabel={t('twoFactor.copied')}>
          {t('recovery.copy')}
        </CopyButton>
        <Button variant="secondary" onClick={download}>
          {t('recovery.download')}
        </Button>
      </Inline>
      <Button onClick={onDone}>{t('recovery.done')}</Button>
    </Stack>
  );
}

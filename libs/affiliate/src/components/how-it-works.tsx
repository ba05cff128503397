import { Card } from '@casino/ui-kit';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

const STEPS = ['share', 'register', 'play', 'earn', 'transfer'] as const;

/** The programme in five numbered steps, from sharing the link to moving the income into the wallet. */
export function HowItWorks() {
  const t = useAffiliateText();
  return (
    <Card title={t('programme.howItWorks')} headingLevel={2}>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={styles.stepTitle}>{t(`programme.steps.${step}.title`)}</h3>
            <p className={styles.muted}>{t(`programme.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@casino/ui-kit';
import { useGlobalConfig } from '@casino/site-shell';
import { link, message, ribbon, spacer } from './demo-ribbon.css';

/** The API's own pages of the simulated world (not routes of the site). */
const DEMO_PAGES = [
  { href: '/dev/outbox', label: 'demo.outbox' },
  { href: '/dev/payments', label: 'demo.payments' },
] as const;

/**
 * On every page while the API runs its simulated world (global config `dev_tools`): nobody mistakes the
 * demo for a real casino, and the codes and payments it needs are one click away, in a new tab so an
 * open verification or deposit stays where it is.
 */
export function DemoRibbon({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const devTools = useGlobalConfig().data?.dev_tools ?? false;
  const { t } = useTranslation('common');
  const id = useId();
  if (!devTools) return null;
  return (
    <>
      <div className={spacer} />
      <aside className={ribbon[aboveBottomNav ? 'aboveBottomNav' : 'atBottom']} aria-labelledby={id}>
        <p id={id} className={message}>
          {t('demo.ribbon')}
        </p>
        {DEMO_PAGES.map((page) => (
          <a key={page.href} className={link} href={page.href} target="_blank" rel="noreferrer">
            {t(page.label)} <VisuallyHidden>{t('demo.newTab')}</VisuallyHidden>
          </a>
        ))}
      </aside>
    </>
  );
}

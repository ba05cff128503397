import { Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAffiliateText } from '../text';
import * as styles from './affiliate.css';

const SECTIONS = [
  { path: '/setting/affiliate', label: 'nav.overview' },
  { path: '/setting/affiliate/income', label: 'nav.income' },
  { path: '/setting/affiliate/member', label: 'nav.members' },
  { path: '/setting/affiliate/statistics', label: 'nav.statistics' },
] as const;

/** The account area's affiliate sections as links (each is a page of its own; the current one is marked). */
export function AffiliateSections() {
  const t = useAffiliateText();
  const localPath = useLocalPath();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={localPath(section.path)} end className={styles.sectionLink}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of the account area's affiliate sections: its title, the sections, then the page. */
export function AffiliateFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{title}</h1>
      <AffiliateSections />
      {children}
    </Stack>
  );
}

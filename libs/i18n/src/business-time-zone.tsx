import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { displayCode, type LanguageCode } from './languages';

const BusinessTimeZoneContext = createContext<string | null>(null);

/**
 * The brand's business time zone (`BrandConfig.time_zone`) for every page below: the shell provides it
 * from the brand it was built for, and history filters, countdowns and "today" read it from here.
 */
export function BusinessTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <BusinessTimeZoneContext.Provider value={timeZone}>{children}</BusinessTimeZoneContext.Provider>;
}

/** The brand's business time zone; without a provider this throws, as any guess would be a wrong day. */
export function useBusinessTimeZone(): string {
  const timeZone = useContext(BusinessTimeZoneContext);
  if (!timeZone) throw new Error('useBusinessTimeZone needs a BusinessTimeZoneProvider above it');
  return timeZone;
}

/** The zone's name in the language with its offset now, e.g. `Indochina Time (GMT+7)`. */
export function formatTimeZoneName(timeZone: string, lang: LanguageCode, at: Date = new Date()): string {
  const part = (style: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(displayCode(lang), { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${part('longGeneric')} (${part('shortOffset')})`;
}

/** The sentence under a history's date filter naming the zone its days are counted in. */
export function useBusinessDaysNote(): string {
  const { t, i18n } = useTranslation('common');
  const timeZone = useBusinessTimeZone();
  return t('dates.businessDays', { zone: formatTimeZoneName(timeZone, i18n.language as LanguageCode) });
}

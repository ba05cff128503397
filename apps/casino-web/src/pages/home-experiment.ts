import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { experimentVariant, HOME_PAGE_1, track } from '@casino/analytics';
import type { VariantOf } from '@casino/analytics';

export type HomeVariant = VariantOf<typeof HOME_PAGE_1>;

/**
 * The visitor's Home_Page_1 variant (spec 4): drawn once, kept in its cookie for 259,200 s, or set by
 * `?ab_Home_Page_1=A|B`; each home page shown is reported as an `experiment_impression`.
 */
export function useHomeVariant(): HomeVariant {
  const { search } = useLocation();
  const [variant] = useState(
    () =>
      experimentVariant(HOME_PAGE_1, {
        search,
        target: document,
        secure: location.protocol === 'https:',
        random: Math.random,
      }).variant,
  );
  // A ref, not state: StrictMode's second effect run must not report the impression twice.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    track('experiment_impression', { experiment: HOME_PAGE_1.name, variant });
  }, [variant]);
  return variant;
}

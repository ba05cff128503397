/** Spec section 9 breakpoints. Phone and tablet maxima are the "below" edges used by max-width queries. */
export const breakpoints = {
  phoneMax: 575.98,
  tabletMax: 767.98,
  tablet: 768,
  /** The edge below 1024 (tablets in landscape, small laptops), for max-width queries. */
  desktopMax: 1023.98,
  desktop: 1024,
  wide: 1280,
  ultra: 1920,
} as const;

export const media = {
  phone: `screen and (max-width: ${breakpoints.phoneMax}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tabletMax}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktopMax}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  ultra: `screen and (min-width: ${breakpoints.ultra}px)`,
} as const;

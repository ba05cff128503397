import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './contract.css';

const responsive = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
    ultra: { '@media': media.ultra },
  },
  defaultCondition: 'phone',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      // Tones as text: their text shades, which read on every backdrop of the theme.
      brand: vars.color.brand.text,
      accent: vars.color.accent.text,
      critical: vars.color.critical.text,
      positive: vars.color.positive.text,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      brand: vars.color.brand.base,
      brandSoft: vars.color.brand.soft,
    },
    borderRadius: vars.radius,
    fontWeight: vars.fontWeight,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];

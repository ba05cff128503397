import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The native dialog in the top layer: centred, or a bottom sheet on phones; the backdrop dims the page. */
export const dialog = recipe({
  base: {
    flexDirection: 'column',
    width: 'calc(100% - 32px)',
    maxHeight: 'calc(100dvh - 32px)',
    margin: 'auto',
    padding: 0,
    border: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[open]': { display: 'flex' },
      '&::backdrop': {
        background: vars.color.overlay,
        animation: `${fadeIn} ${vars.duration.normal} ease-out`,
      },
    },
    '@media': {
      [media.phone]: {
        width: '100%',
        maxHeight: '92dvh',
        marginBottom: 0,
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      },
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '800px' } },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({ padding: `${vars.space.sm} ${vars.space.lg}`, overflowY: 'auto' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});

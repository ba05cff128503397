import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** A 40 px square: above the 24 px minimum target (WCAG 2.5.8) and small enough for a 320 px header. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  background: 'transparent',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({ width: '20px', height: '20px', display: 'block' });

/** Hangs below the toggle, aligned to its end; never wider or taller than the window. */
export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.sm})`,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: '14rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  maxHeight: 'calc(100dvh - 80px)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

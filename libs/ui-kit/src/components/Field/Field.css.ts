import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical.text });

/** The shared look of text inputs and selects. */
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.text },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

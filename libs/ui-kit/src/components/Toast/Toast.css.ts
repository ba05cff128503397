import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(-8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
  '@media': {
    [media.phone]: { insetInlineEnd: vars.space.lg, insetInlineStart: vars.space.lg, width: 'auto' },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderInlineStart: '4px solid',
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.info.base },
      positive: { borderColor: vars.color.positive.base },
      critical: { borderColor: vars.color.critical.base },
      caution: { borderColor: vars.color.caution.base },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({ flex: 1, fontSize: vars.fontSize.sm });

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xxs,
  lineHeight: 1,
  fontSize: vars.fontSize.lg,
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Fast at first, then ever slower towards 90 %: the usual "trickle" while the duration is unknown.
const trickle = keyframes({
  '0%': { transform: 'scaleX(0)' },
  '20%': { transform: 'scaleX(0.4)' },
  '60%': { transform: 'scaleX(0.75)' },
  '100%': { transform: 'scaleX(0.9)' },
});

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
});

export const bar = recipe({
  base: {
    height: '100%',
    background: vars.color.brand.base,
    boxShadow: `0 0 8px ${vars.color.brand.base}`,
    transformOrigin: 'left',
  },
  variants: {
    phase: {
      running: { animation: `${trickle} 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
      finishing: {
        transform: 'scaleX(1)',
        opacity: 0,
        transition: 'transform 200ms ease-out, opacity 300ms 150ms',
      },
    },
  },
});

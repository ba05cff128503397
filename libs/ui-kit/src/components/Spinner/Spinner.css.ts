import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: 'middle',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const large = style({ width: '40px', height: '40px', borderWidth: '4px' });

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.banner,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    state: {
      offline: { background: vars.color.critical.base, color: vars.color.critical.on },
      reconnected: { background: vars.color.positive.base, color: vars.color.positive.on },
    },
  },
});

import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.base,
        color: vars.color.brand.on,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brand.hover },
          '&:active:not(:disabled)': { background: vars.color.brand.active },
        },
      },
      accent: {
        background: vars.color.accent.base,
        color: vars.color.accent.on,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accent.hover },
          '&:active:not(:disabled)': { background: vars.color.accent.active },
        },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.brand.text,
        borderColor: vars.color.brand.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brand.soft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.critical.base,
        color: vars.color.critical.on,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.critical.hover } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '44px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

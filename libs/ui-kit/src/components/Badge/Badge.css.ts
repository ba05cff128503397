import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const tones = ['brand', 'accent', 'positive', 'critical', 'caution', 'info'] as const;
type Tone = (typeof tones)[number];

const toneStyles = Object.fromEntries(
  tones.map((tone) => [tone, { background: vars.color[tone].base, color: vars.color[tone].on }]),
) as Record<Tone, StyleRule>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceHover, color: vars.color.text },
      ...toneStyles,
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
export type BadgeTone = 'neutral' | Tone;

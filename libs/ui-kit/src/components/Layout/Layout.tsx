import { createElement, forwardRef } from 'react';
import type { AllHTMLAttributes, ElementType, ReactNode } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Sprinkles } from '../../theme/sprinkles.css';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>;

export interface BoxProps extends Sprinkles, NativeProps {
  as?: ElementType;
  children?: ReactNode;
}

/** A themed element styled only through sprinkles (tokens and responsive conditions), never literal values. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const atomClass = sprinkles(atoms as Sprinkles);
  return createElement(as, {
    ref,
    className: className ? `${atomClass} ${className}` : atomClass,
    ...native,
  });
});

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'>;

/** Children in a column, `gap` apart (default md). */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 'md', ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} {...props} />;
});

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'>;

/** Children in a wrapping row, vertically centred, `gap` apart (default sm). */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', alignItems = 'center', flexWrap = 'wrap', ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={alignItems}
      flexWrap={flexWrap}
      {...props}
    />
  );
});

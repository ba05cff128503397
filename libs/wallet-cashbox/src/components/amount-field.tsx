import { TextInput } from '@casino/ui-kit';
import type { FieldProps } from '@casino/forms';
import type { ReactNode } from 'react';
import { useCashboxText } from '../text';

export interface AmountFieldProps extends FieldProps<string> {
  /** The currency's decimals (`amountDecimals`): 0 keeps the typing to digits (spec 5). */
  decimals: number;
  hint?: ReactNode;
  label?: string;
}

/** The amount input of every cashbox form: only what the currency allows can be typed. */
export function AmountField({ decimals, hint, label, ...field }: AmountFieldProps) {
  const t = useCashboxText();
  return (
    <TextInput
      label={label ?? t('amount.label')}
      restrict={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      hint={hint}
      {...field}
    />
  );
}

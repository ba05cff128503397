import { TextInput } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import type { AmountProblem } from '../amount';
import { useCashboxText } from '../text';

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown once the member tried to submit, so typing is not interrupted by errors. */
  problem: AmountProblem | null;
  showProblem: boolean;
  hint?: ReactNode;
  format: (amount: string) => string;
  label?: string;
}

/** The amount input of every cashbox form: digits only as typed (spec 5), with its rule's message. */
export function AmountField({
  value,
  onChange,
  problem,
  showProblem,
  hint,
  format,
  label,
}: AmountFieldProps) {
  const t = useCashboxText();
  const message = (p: AmountProblem) => {
    switch (p.kind) {
      case 'required':
        return t('amount.required');
      case 'digits':
        return t('amount.digitsOnly');
      case 'min':
        return t('amount.min', { min: format(p.limit) });
      case 'max':
        return t('amount.max', { max: format(p.limit) });
      case 'balance':
        return t('amount.aboveBalance');
    }
  };
  return (
    <TextInput
      label={label ?? t('amount.label')}
      restrict="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={showProblem && problem ? message(problem) : undefined}
    />
  );
}

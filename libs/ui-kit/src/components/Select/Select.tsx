import { forwardRef } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { select } from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** First, empty choice such as "Choose a bank"; selecting it yields "". */
  placeholder?: string;
}

/** A native select: the platform's own keyboard and screen-reader behaviour, themed. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, placeholder, id, className, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <select
          ref={ref}
          id={controlId}
          className={`${control} ${select}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

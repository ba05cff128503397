import { forwardRef } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { inputModeFor, restrictValue } from './restrict';
import type { RestrictionMode } from './restrict';
import * as styles from './TextInput.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; also sets aria-invalid. */
  error?: ReactNode;
  /** Filters typed and pasted characters (spec section 5). */
  restrict?: RestrictionMode;
  /** Content at the end of the field, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
}

/**
 * Filters the DOM value in place before the change reaches the caller, so uncontrolled forms
 * (react-hook-form's register) read the filtered value too. The caret stays where the user typed.
 */
function applyRestriction(event: ChangeEvent<HTMLInputElement>, mode: RestrictionMode) {
  const input = event.target;
  const filtered = restrictValue(input.value, mode);
  if (filtered === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const nextCaret = Math.min(filtered.length, restrictValue(input.value.slice(0, caret), mode).length);
  input.value = filtered;
  try {
    input.setSelectionRange(nextCaret, nextCaret);
  } catch {
    // Some input types (number, email) do not support selection ranges.
  }
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, restrict, endAdornment, id, className, onChange, inputMode, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className={styles.wrapper}>
          <input
            ref={ref}
            id={controlId}
            className={endAdornment ? `${control} ${styles.withAdornment}` : control}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            inputMode={inputMode ?? (restrict ? inputModeFor[restrict] : undefined)}
            onChange={(event) => {
              if (restrict) applyRestriction(event, restrict);
              onChange?.(event);
            }}
            {...rest}
          />
          {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
        </div>
      )}
    </Field>
  );
});

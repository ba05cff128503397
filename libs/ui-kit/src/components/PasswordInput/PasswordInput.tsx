import { forwardRef, useState } from 'react';
import { TextInput } from '../TextInput/TextInput';
import type { TextInputProps } from '../TextInput/TextInput';
import { toggle } from './PasswordInput.css';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'restrict' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel: string;
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      {...rest}
      endAdornment={
        <button
          type="button"
          className={toggle}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((current) => !current)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

import type { FieldProps } from '@casino/forms';
import { Checkbox, PasswordInput } from '@casino/ui-kit';
import { useSelfExclusionText } from '../text';

/** The two guards of an irreversible step: the password again, and "I cannot undo this" ticked. */
export function ConfirmFields({
  password,
  understood,
}: {
  password: FieldProps<'password'>;
  understood: FieldProps<'understood'>;
}) {
  const t = useSelfExclusionText();
  return (
    <>
      <PasswordInput
        label={t('confirm.password')}
        autoComplete="current-password"
        showLabel={t('a11y.showPassword', { ns: 'common' })}
        hideLabel={t('a11y.hidePassword', { ns: 'common' })}
        {...password}
      />
      <Checkbox label={t('confirm.understood')} {...understood} />
    </>
  );
}

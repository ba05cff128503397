import { atom, useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@casino/auth';
import { Modal } from '@casino/ui-kit';

/** Open from anywhere (header, bottom navigation, a page that needs a member); one modal per site. */
export const loginModalOpenAtom = atom(false);

export function LoginModal() {
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('header.login')}
      closeLabel={t('a11y.closeDialog')}
      size="sm"
    >
      <LoginForm onLoggedIn={() => setOpen(false)} />
    </Modal>
  );
}

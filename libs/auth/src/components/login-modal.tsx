import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@casino/ui-kit';
import type { AuthResult } from '@casino/contracts';
import { useLoginModal } from '../login-modal-state';
import { LoginForm } from './login-form';

export interface LoginModalProps {
  /** Controlled use; without it the modal follows `loginModalOpenAtom` (`useLoginModal().open()`). */
  open?: boolean;
  onClose?: () => void;
  onLoggedIn?: (result: AuthResult) => void;
}

/** Spec section 2's login modal: closes itself once the session is set, or when the visitor moves on. */
export function LoginModal({ open, onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation('auth');
  const shared = useLoginModal();
  const usernameRef = useRef<HTMLInputElement | null>(null);
  const isOpen = open ?? shared.isOpen;
  const close = () => {
    shared.close();
    onClose?.();
  };
  return (
    <Modal
      open={isOpen}
      onClose={close}
      title={t('login.title')}
      closeLabel={t('a11y.closeDialog', { ns: 'common' })}
      size="sm"
      initialFocusRef={usernameRef}
    >
      <LoginForm
        onLoggedIn={(result) => {
          close();
          onLoggedIn?.(result);
        }}
        onLeave={close}
        usernameRef={usernameRef}
      />
    </Modal>
  );
}

import { useAtom } from 'jotai';
import { ConfirmDialog, Modal } from '@casino/ui-kit';
import { profileIncompletePromptAtom, profileUpdateModalAtom, useOpenProfileUpdate } from './completeness';
import { ProfileSteps } from './components/profile-steps';
import { useProfileText } from './text';

/** The warning prompt with cancel; confirming opens the profile update modal. */
export function ProfileIncompletePrompt() {
  const t = useProfileText();
  const [open, setOpen] = useAtom(profileIncompletePromptAtom);
  const openUpdate = useOpenProfileUpdate();
  return (
    <ConfirmDialog
      open={open}
      title={t('prompt.title')}
      message={t('prompt.message')}
      confirmLabel={t('prompt.confirm')}
      cancelLabel={t('prompt.cancel')}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        openUpdate();
      }}
    />
  );
}

/** The profile update modal: the same three steps as the profile page. */
export function ProfileUpdateModal() {
  const t = useProfileText();
  const [open, setOpen] = useAtom(profileUpdateModalAtom);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('modal.title')}
      closeLabel={t('modal.close')}
      size="lg"
    >
      {open ? <ProfileSteps /> : null}
    </Modal>
  );
}

/** Mounted once by the shell: the prompt and the modal that any library may open. */
export function ProfileModalHost() {
  return (
    <>
      <ProfileIncompletePrompt />
      <ProfileUpdateModal />
    </>
  );
}

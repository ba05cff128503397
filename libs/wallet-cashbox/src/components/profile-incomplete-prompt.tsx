import { ConfirmDialog } from '@casino/ui-kit';
import { useSetAtom } from 'jotai';
import { profileUpdateRequestedAtom, useCashbox } from '../state';
import { useCashboxText } from '../text';

/** Spec 8: a warning with cancel; confirming closes the cashbox and asks for the profile update modal. */
export function ProfileIncompletePrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useCashboxText();
  const requestProfileUpdate = useSetAtom(profileUpdateRequestedAtom);
  const { closeCashbox } = useCashbox();
  return (
    <ConfirmDialog
      open={open}
      title={t('profileIncomplete.title')}
      message={t('profileIncomplete.message')}
      confirmLabel={t('profileIncomplete.confirm')}
      cancelLabel={t('profileIncomplete.cancel')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        closeCashbox();
        requestProfileUpdate(true);
      }}
    />
  );
}

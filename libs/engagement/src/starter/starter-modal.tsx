import { useNavigate } from 'react-router';
import { useLocalPath } from '@casino/auth';
import type { NotificationPopup, PopupPage } from '@casino/contracts/engagement';
import { Button, Modal, Stack } from '@casino/ui-kit';
import { useOpenCashbox } from '@casino/wallet-cashbox';
import { useFirstLogin, useMarkStarterSeen, useNotificationPopups } from '../api/engagement';
import * as styles from '../engagement.css';
import { PopupText } from '../popups/popup-text';
import { useEngagementText } from '../text';

type StepName = 'profile' | 'deposit' | 'promotions';
const STEPS: readonly StepName[] = ['profile', 'deposit', 'promotions'];

export interface StarterDialogProps {
  /** The operator's starter pop-ups for the page and language, shown above the steps. */
  popups: readonly NotificationPopup[];
  /** A step's button: the dialog closes (seen) and the step opens. */
  onStep: (step: StepName) => void;
  /** Closed without a step ("Maybe later", ×, Escape): seen all the same. */
  onClose: () => void;
}

/** The get-started dialog: the operator's words, then complete the profile, deposit, see promotions. */
export function StarterDialog({ popups, onStep, onClose }: StarterDialogProps) {
  const t = useEngagementText();
  return (
    <Modal
      open
      size="md"
      title={t('starter.title')}
      closeLabel={t('starter.close')}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('starter.later')}
        </Button>
      }
    >
      <Stack gap="md">
        {popups.map((popup) => (
          <section key={popup.id} className={styles.operatorWords} aria-label={popup.title}>
            {popup.image_url ? <img className={styles.image} src={popup.image_url} alt="" /> : null}
            <h3 className={styles.operatorTitle}>{popup.title}</h3>
            <PopupText text={popup.body} />
          </section>
        ))}
        <p className={styles.paragraph}>{t('starter.intro')}</p>
        <ol className={styles.steps} aria-label={t('starter.steps')}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`starter.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`starter.${step}.text`)}</p>
              <div>
                <Button
                  size="sm"
                  variant={step === 'deposit' ? 'accent' : 'primary'}
                  onClick={() => onStep(step)}
                >
                  {t(`starter.${step}.action`)}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </Stack>
    </Modal>
  );
}

export interface StarterModalProps {
  /** The page group the member is on, for the operator's starter pop-ups; null: the steps alone. */
  page: PopupPage | null;
}

/** Staff wrote starter words for the page: without them there is no starter modal to show there. */
export function hasStarterWords(popups: readonly NotificationPopup[] | undefined): boolean {
  return (popups ?? []).some((popup) => popup.kind === 'starter');
}

/**
 * The starter modal (spec 2's default layout): shown once, on the member's first login (users-first-login
 * says so) on a page where staff wrote starter words, and marked seen however it is closed, so it never
 * shows again, on any device. Without starter words it stays away: a modal of generic steps in front of
 * every new member is the operator's choice to make, not a default.
 */
export function StarterModal({ page }: StarterModalProps) {
  const firstLogin = useFirstLogin();
  const popups = useNotificationPopups(page);
  const markSeen = useMarkStarterSeen();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const openCashbox = useOpenCashbox();
  // The operator's words come with the dialog rather than after it.
  if (firstLogin.data?.first_login !== true || !hasStarterWords(popups.data)) return null;
  const starters = (popups.data ?? []).filter((popup) => popup.kind === 'starter');
  return (
    <StarterDialog
      popups={starters}
      onClose={() => markSeen.mutate()}
      onStep={(step) => {
        markSeen.mutate();
        if (step === 'deposit') openCashbox('deposit');
        else void navigate(localPath(step === 'profile' ? '/setting/profile' : '/promotions'));
      }}
    />
  );
}

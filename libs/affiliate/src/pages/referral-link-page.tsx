import { LoadingStatus, Stack } from '@casino/ui-kit';
import { rememberReferralCode, useLocalPath, useSession } from '@casino/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLogAffiliateLink } from '../api/programme';
import * as styles from '../components/affiliate.css';
import { useAffiliateText } from '../text';

/** What the page found out about the link: still checking, or a code that belongs to no member. */
type LinkState = 'checking' | 'invalid';

/**
 * `/{lang}/affiliate_v2/{code}`: a visitor's arrival by a referral link. The click is recorded
 * (log-affiliate-link), the code kept in this browser for 30 days and the visitor taken to the register
 * page with it (`?ref_code=`, replacing this address so Back does not record the click again). A code of
 * no member says so, with the way to register without one or go home; no code at all is the register
 * page. A member already logged in goes to their own affiliate page.
 */
export function ReferralLinkPage() {
  const t = useAffiliateText();
  const { code } = useParams();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const session = useSession();
  const logLink = useLogAffiliateLink();
  const [state, setState] = useState<LinkState>('checking');
  // Once per arrival, even if the effect runs again (StrictMode, the session refreshing).
  const handled = useRef(false);

  useEffect(() => {
    if (session.isPending || handled.current) return;
    handled.current = true;
    const replace = { replace: true };
    if (session.isLoggedIn) {
      void navigate(localPath('/setting/affiliate'), replace);
      return;
    }
    const refCode = code?.trim();
    if (!refCode) {
      void navigate(localPath('/register'), replace);
      return;
    }
    const register = () => {
      rememberReferralCode(refCode);
      void navigate(`${localPath('/register')}?${new URLSearchParams({ ref_code: refCode })}`, replace);
    };
    logLink.mutateAsync(refCode).then(
      (click) => (click.valid ? register() : setState('invalid')),
      // Not recorded (rate limited, offline): the code still goes along; the register form checks it.
      register,
    );
  }, [session.isPending, session.isLoggedIn, code, localPath, navigate, logLink]);

  if (state === 'checking') return <LoadingStatus label={t('referral.checking')} />;
  return (
    <Stack gap="md">
      <h1 className={styles.title}>{t('referral.invalidTitle')}</h1>
      <p className={styles.paragraph}>{t('referral.invalidBody')}</p>
      <div className={styles.actions}>
        <Link to={localPath('/register')} className={styles.actionLink}>
          {t('referral.registerWithout')}
        </Link>
        <Link to={localPath('/')} className={styles.secondaryLink}>
          {t('referral.home')}
        </Link>
      </div>
    </Stack>
  );
}

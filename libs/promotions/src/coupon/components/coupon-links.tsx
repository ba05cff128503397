import { useLocalPath } from '@casino/auth';
import { Link } from 'react-router';
import { useCouponText } from '../text';
import * as styles from './coupon.css';

type CouponPageName = 'redeem' | 'details' | 'history';

const PATHS: Record<CouponPageName, string> = {
  redeem: '/coupon',
  details: '/coupon/couponDetails',
  history: '/setting/couponhistory',
};

/** Links to the other coupon pages (redeem, details, history) but those `except`, in the page's language. */
export function CouponLinks({ except }: { except: readonly CouponPageName[] }) {
  const t = useCouponText();
  const localPath = useLocalPath();
  const pages = (Object.keys(PATHS) as CouponPageName[]).filter((page) => !except.includes(page));
  return (
    <ul className={styles.links}>
      {pages.map((page) => (
        <li key={page}>
          <Link to={localPath(PATHS[page])}>{t(`links.${page}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

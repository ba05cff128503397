import { useLocation } from 'react-router';

const SEGMENT = '/personal-message';

/** The list page's path as the member reached it (`/th/setting/personal-message`, or unprefixed). */
export function useMemoBasePath(): string {
  const { pathname } = useLocation();
  const at = pathname.indexOf(SEGMENT);
  return at === -1 ? pathname : pathname.slice(0, at + SEGMENT.length);
}

import { Spinner, VisuallyHidden } from '@casino/ui-kit';
import { useCashboxText } from '../text';

/** A spinner in place of a part still loading, announced as 'Loading' to screen readers. */
export function LoadingStatus() {
  const t = useCashboxText();
  return (
    <span role="status">
      <Spinner />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </span>
  );
}

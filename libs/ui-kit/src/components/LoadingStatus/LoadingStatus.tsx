import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** A small spinner in place of a part still loading; screen readers hear `label` ("Loading…"). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span role="status">
      <Spinner />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

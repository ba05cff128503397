import { lazy, Suspense } from 'react';
import type { RealityCheckProps } from './components/reality-check';

const RealityCheck = lazy(async () => ({
  default: (await import('./components/reality-check')).RealityCheck,
}));

/**
 * `@casino/safer-gambling/reality-check`: the play-game page mounts this; the reminder itself (and this
 * library's text and contracts) load in a chunk of their own once a real-money game is open.
 */
export function LazyRealityCheck(props: RealityCheckProps) {
  return (
    <Suspense fallback={null}>
      <RealityCheck {...props} />
    </Suspense>
  );
}
export type { RealityCheckProps };

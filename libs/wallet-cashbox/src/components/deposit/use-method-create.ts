import type { Deposit } from '@casino/contracts';
import { useState } from 'react';
import { useFailureText } from '../../failure-text';

/** Runs a create for a method form: hands the deposit on, lets the panel take known failures, else says why. */
export function useMethodCreate(onCreated: (d: Deposit) => void, onFailed: (e: unknown) => boolean) {
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (create: () => Promise<Deposit>) => {
    setFailure(null);
    try {
      onCreated(await create());
    } catch (error) {
      if (!onFailed(error)) setFailure(failureText(error));
    }
  };
  return { run, failure };
}

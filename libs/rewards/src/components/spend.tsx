import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@casino/forms';
import { covers } from '../text';
import * as styles from './rewards.css';

/**
 * A spend of points asked, confirmed, then sent: `ask` opens the confirmation, `confirm` sends it and
 * closes it; a refusal (POINTS_NOT_ENOUGH, REWARD_UNAVAILABLE...) becomes `problem`, in the member's
 * language, for `SpendNotes` to show beside the action.
 */
export function useSpendFlow<T>(send: () => Promise<T>, onDone: (result: T) => void) {
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  return {
    confirming,
    problem,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: async () => {
      setProblem('');
      try {
        const result = await send();
        setConfirming(false);
        onDone(result);
      } catch (error) {
        setConfirming(false);
        setProblem(failureText(error));
      }
    },
  };
}

/** Whether the member's balance (once known) is short of a price. */
export function isShort(balance: string | undefined, cost: string): boolean {
  return balance !== undefined && !covers(balance, cost);
}

/**
 * Beside a spend's button: "Points not enough" while the balance is short of its price (spec 8), and the
 * last refusal as an alert.
 */
export function SpendNotes({ short, problem }: { short: boolean; problem: string }) {
  const errors = useTranslation('errors').t;
  return (
    <>
      {short ? <p className={styles.problem}>{errors('POINTS_NOT_ENOUGH')}</p> : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

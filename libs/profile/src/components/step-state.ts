import type { ActiveStep, VerificationStatus } from '@casino/contracts';

export const STEP_NUMBERS = [1, 2, 3] as const;
export type StepNo = (typeof STEP_NUMBERS)[number];

export interface StepState {
  no: StepNo;
  active: boolean;
  completed: boolean;
}

/**
 * Which steps the member may open: step 1 always; the others when active-step-information says so or the
 * verification state has reached them (state 2 opens step 2, state 3 opens step 3).
 */
export function stepStates(steps: readonly ActiveStep[], status: VerificationStatus): StepState[] {
  return STEP_NUMBERS.map((no) => {
    const server = steps.find((step) => step.step_no === no);
    return {
      no,
      active: no === 1 || Boolean(server?.is_active) || status.verify_state >= no,
      completed: Boolean(server?.is_completed) || status.verify_state > no,
    };
  });
}

/** Where the member starts: the first open step not yet done, else the last open one. */
export function initialStep(states: readonly StepState[]): StepNo {
  const open = states.filter((state) => state.active);
  return (open.find((state) => !state.completed) ?? open[open.length - 1])?.no ?? 1;
}

import { describe, expect, it } from 'vitest';
import { activeSteps, verification } from '../testing/fixtures';
import { initialStep, stepStates } from './step-state';

describe('step activation', () => {
  it('opens only step 1 in state 1, steps 1-2 in state 2 and all in state 3', () => {
    const open = (state: 1 | 2 | 3) =>
      stepStates(activeSteps(state), verification({ verify_state: state }))
        .filter((s) => s.active)
        .map((s) => s.no);
    expect(open(1)).toEqual([1]);
    expect(open(2)).toEqual([1, 2]);
    expect(open(3)).toEqual([1, 2, 3]);
  });

  it('follows a step the server opened although the state is behind', () => {
    const steps = activeSteps(1).map((s) => (s.step_no === 2 ? { ...s, is_active: true } : s));
    expect(stepStates(steps, verification()).map((s) => s.active)).toEqual([true, true, false]);
  });

  it('starts on the first open step not done yet', () => {
    expect(initialStep(stepStates(activeSteps(1), verification()))).toBe(1);
    expect(initialStep(stepStates(activeSteps(2), verification({ verify_state: 2 })))).toBe(2);
    expect(initialStep(stepStates(activeSteps(3), verification({ verify_state: 3 })))).toBe(3);
  });
});

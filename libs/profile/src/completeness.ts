import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { isApiError } from '@casino/api-client';
import { useVerification } from './api/queries';

/** The profile update modal of the site (spec 8's modal list): open or not. */
export const profileUpdateModalAtom = atom(false);

/** The "complete your profile" warning: open or not. Its confirm opens the update modal. */
export const profileIncompletePromptAtom = atom(false);

/** Spec 4: the profile is complete once the verification state reaches 3 (step 2 done). */
export function useIsProfileComplete(): boolean | undefined {
  const status = useVerification().data;
  return status ? status.verify_state === 3 : undefined;
}

export function useOpenProfileUpdate() {
  const setOpen = useSetAtom(profileUpdateModalAtom);
  return useCallback(() => setOpen(true), [setOpen]);
}

/**
 * For an action that needs a complete profile (play, deposit, withdraw): `guard(action)` runs it when the
 * profile is complete and shows the warning prompt otherwise (also while the state is unknown: the
 * server would refuse anyway); `handleError(error)` shows the prompt for a 403 PROFILE_INCOMPLETE and
 * answers whether it did, so a caller can leave other failures to its own handling.
 */
export function useRequireCompleteProfile() {
  const complete = useIsProfileComplete();
  const showPrompt = useSetAtom(profileIncompletePromptAtom);
  const guard = useCallback(
    (action: () => void) => {
      if (complete) action();
      else showPrompt(true);
    },
    [complete, showPrompt],
  );
  const handleError = useCallback(
    (error: unknown) => {
      const incomplete = isApiError(error) && error.reason === 'PROFILE_INCOMPLETE';
      if (incomplete) showPrompt(true);
      return incomplete;
    },
    [showPrompt],
  );
  return { complete, guard, handleError, showPrompt: useCallback(() => showPrompt(true), [showPrompt]) };
}

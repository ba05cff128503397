import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { profileIncompletePromptAtom } from '@casino/profile/state';

export const CASHBOX_TABS = ['cashbox', 'deposit', 'withdraw', 'transfer', 'history'] as const;
export type CashboxTab = (typeof CASHBOX_TABS)[number];

/** The one cashbox modal of the site: open or not, and on which tab (spec 4: 'cashbox' by default). */
export const cashboxAtom = atom<{ open: boolean; tab: CashboxTab }>({ open: false, tab: 'cashbox' });

/** The success dialog's deposit: credited to the wallet (gateway, staff) or a slip submitted for approval. */
export const depositSuccessAtom = atom<{ amount: string; credited: boolean } | null>(null);

/** The latest WITHDRAWAL event (reference and new status), so a shown withdrawal outcome follows staff. */
export const withdrawalUpdateAtom = atom<{ reference: string; status: string } | null>(null);

/** Open the cashbox on a tab (the header's deposit button opens it on 'deposit'), or close it. */
export function useCashbox() {
  const [state, setState] = useAtom(cashboxAtom);
  const openCashbox = useCallback((tab: CashboxTab = 'cashbox') => setState({ open: true, tab }), [setState]);
  /** Closing always returns to 'cashbox', so the next opening starts there. */
  const closeCashbox = useCallback(() => setState({ open: false, tab: 'cashbox' }), [setState]);
  const selectTab = useCallback((tab: CashboxTab) => setState((s) => ({ ...s, tab })), [setState]);
  return { ...state, openCashbox, closeCashbox, selectTab };
}

/** Just the opener, for buttons that do not re-render with the modal. */
export function useOpenCashbox() {
  const setState = useSetAtom(cashboxAtom);
  return useCallback((tab: CashboxTab = 'cashbox') => setState({ open: true, tab }), [setState]);
}

/**
 * The answer to a PROFILE_INCOMPLETE refusal: the cashbox closes and the profile library's warning opens
 * (the same one the game launch shows; its confirm opens the update modal), so two modals never stack.
 */
export function useAskForProfile() {
  const { closeCashbox } = useCashbox();
  const showPrompt = useSetAtom(profileIncompletePromptAtom);
  return useCallback(() => {
    closeCashbox();
    showPrompt(true);
  }, [closeCashbox, showPrompt]);
}

import { atom } from 'jotai';

// The library's modal state, its own entry point (`@casino/profile/state`): the shell and the cashbox
// open the profile's modals from their first load without loading the library's pages, forms or texts.

/** The profile update modal of the site (spec 8's modal list): open or not. */
export const profileUpdateModalAtom = atom(false);

/** The "complete your profile" warning: open or not. Its confirm opens the update modal. */
export const profileIncompletePromptAtom = atom(false);

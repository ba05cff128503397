import { atom, useAtom } from 'jotai';

/** Whether the login modal is open: any library (game launch, header) opens it through this. */
export const loginModalOpenAtom = atom(false);

export function useLoginModal() {
  const [isOpen, setOpen] = useAtom(loginModalOpenAtom);
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) };
}

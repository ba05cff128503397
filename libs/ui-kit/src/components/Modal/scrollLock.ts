/** Open locks; stacked dialogs release the page only when the last one closes. */
let locks = 0;
let restore: (() => void) | undefined;

/**
 * Stops the page behind a modal from scrolling. Hiding the page's scrollbar would widen the layout by the
 * scrollbar's width and shift everything sideways, fixed headers included; keeping its gutter
 * (`scrollbar-gutter: stable`) where there was one keeps every box in place. Returns the unlock.
 */
export function lockScroll(): () => void {
  if (locks === 0) {
    const root = document.documentElement;
    const hadScrollbar = window.innerWidth - root.clientWidth > 0;
    const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    root.style.overflow = 'hidden';
    if (hadScrollbar) root.style.scrollbarGutter = 'stable';
    restore = () => {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.gutter;
    };
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) restore?.();
  };
}

/**
 * jsdom (29) has HTMLDialogElement without showModal() or close(). For component tests only, this adds
 * what the ui-kit Modal relies on, as the HTML standard describes it: `open`, focus moving in (the first
 * autofocus or focusable descendant) and back to the previously focused element on close, `close` events,
 * and Escape firing a cancelable `cancel` at the topmost modal dialog. What jsdom cannot do (the top layer,
 * inertness of the page behind) is checked in real Chromium by the e2e suite.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill(): void {
  const proto = globalThis.HTMLDialogElement?.prototype as HTMLDialogElement | undefined;
  if (!proto || typeof proto.showModal === 'function') return;

  const modalStack: HTMLDialogElement[] = [];
  const openers = new WeakMap<HTMLDialogElement, Element | null>();

  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    },
  });

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    modalStack.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    if (target === this && !this.hasAttribute('tabindex')) this.tabIndex = -1;
    target.focus();
  };

  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modalStack.lastIndexOf(this);
    if (index !== -1) modalStack.splice(index, 1);
    const opener = openers.get(this);
    openers.delete(this);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = modalStack.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    const proceed = top.dispatchEvent(new Event('cancel', { cancelable: true }));
    if (proceed) top.close();
  });
}

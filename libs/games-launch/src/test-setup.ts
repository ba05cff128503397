import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from '@casino/ui-kit/testing/dialog-polyfill';

// The modals are native <dialog>s opened with showModal(), which jsdom lacks.
installDialogPolyfill();

afterEach(() => cleanup());

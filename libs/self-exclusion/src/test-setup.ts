import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from '@casino/ui-kit/testing/dialog-polyfill';

// Under load (2 cores, two test projects at once) a first render with its queries needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// The modals are native <dialog>s opened with showModal(), which jsdom lacks.
installDialogPolyfill();

afterEach(() => cleanup());

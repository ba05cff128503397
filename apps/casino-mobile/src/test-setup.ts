import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from '@casino/ui-kit/testing/dialog-polyfill';

// Whole-site renders load lazy routes and language bundles; the 2-core CI box needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so no scrolling; the shell resets the scroll position on every navigation.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

// The modals are native <dialog>s opened with showModal(), which jsdom lacks.
installDialogPolyfill();

afterEach(() => cleanup());

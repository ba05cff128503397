import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from '@testing-library/react';
import { installDialogPolyfill } from '@casino/ui-kit/testing/dialog-polyfill';
// eslint-disable-next-line @nx/enforce-module-boundaries -- Storybook's preview lives at the workspace root, in no project.
import preview from '../../../.storybook/preview';

// Under load (2 cores shared) a page's first render with its queries needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// The modals are native <dialog>s opened with showModal(), which jsdom lacks.
installDialogPolyfill();

// Storybook's preview frame has a title; so does every page of the site.
document.title = 'Storybook';

// The stories run with Storybook's own preview: its brand theme, locale, business time zone and MSW loader.
setProjectAnnotations(preview);

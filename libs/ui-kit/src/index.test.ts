import { describe, expect, it } from 'vitest';
import * as uiKit from './index';

describe('public face', () => {
  it('exports the theme runtime and every component the site needs', () => {
    const expected = [
      'vars',
      'sprinkles',
      'themeVarsFor',
      'applyTemplateColor',
      'templateColorBootstrapScript',
      'Box',
      'Stack',
      'Inline',
      'Button',
      'TextInput',
      'PasswordInput',
      'Select',
      'Checkbox',
      'Modal',
      'ConfirmDialog',
      'Tabs',
      'ToastProvider',
      'useToast',
      'Tooltip',
      'DisclosureMenu',
      'CopyButton',
      'Countdown',
      'useCountdown',
      'TopProgressBar',
      'LoadingPage',
      'Card',
      'Badge',
      'EmptyState',
      'Pagination',
      'Money',
      'BankAccount',
      'OnlineStatusBanner',
    ];
    const exported = uiKit as Record<string, unknown>;
    expect(expected.filter((name) => exported[name] === undefined)).toEqual([]);
  });
});

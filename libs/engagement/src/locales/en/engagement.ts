/**
 * English source of the `engagement` namespace (the starter modal, the pop-ups, the push prompt and the
 * contact widgets).
 */
export const engagement = {
  starter: {
    title: 'Welcome aboard!',
    intro: 'Three steps and you are ready to play.',
    steps: 'Get started',
    profile: {
      title: 'Complete your profile',
      text: 'Add your name and bank account, so that you can play, deposit and withdraw.',
      action: 'Complete my profile',
    },
    deposit: {
      title: 'Make a deposit',
      text: 'Top up your wallet in a few taps.',
      action: 'Deposit now',
    },
    promotions: {
      title: 'See the promotions',
      text: 'Pick a bonus to go with your first deposit.',
      action: 'See promotions',
    },
    later: 'Maybe later',
    close: 'Close',
  },
  popup: {
    dontShowAgain: 'Do not show again',
    close: 'Close',
    position: '{{current}} of {{total}}',
  },
  push: {
    title: 'Allow notifications?',
    text: 'Hear about your deposits, withdrawals and new promotions the moment they happen.',
    allow: 'Allow',
    later: 'Later',
  },
  /** The contact widgets: the default channel's button at the bottom corner and the other channels. */
  contact: {
    region: 'Customer support',
    launcher: 'Get support on {{name}}',
    others: 'Other ways to contact us',
    newTab: '(opens in a new tab)',
    app: '(opens the app)',
    connecting: 'Connecting to {{name}}…',
    failed: '{{name}} could not start here, so it opens in a new tab.',
    unavailable: '{{name}} is not available right now.',
  },
} as const;

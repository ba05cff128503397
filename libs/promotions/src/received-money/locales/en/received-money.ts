/** English source of the `receivedMoney` namespace (the received money history); other languages are JSON beside it. */
export const receivedMoney = {
  loading: 'Loading…',
  intro: 'Money that reached your wallet from our offers: deposit rewards and gifts from our team.',
  event: {
    label: 'Received for',
    all: 'All',
    deposit: 'Deposit reward',
    manual: 'Gift from our team',
  },
  total: 'Received in these days: {{amount}}',
  history: {
    title: 'Received money',
    from: 'From date',
    to: 'To date',
    date: 'Date',
    name: 'Offer',
    reason: 'Received for',
    reference: 'Deposit reference',
    amount: 'Amount',
    empty: 'No money received in these days',
    pagination: {
      navigation: 'Received money pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
  },
} as const;

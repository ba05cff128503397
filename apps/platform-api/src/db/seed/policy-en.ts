import type { PolicySet } from './profile';

/** English legal pages: the source the translations follow section by section. */
export const POLICIES_EN: PolicySet = {
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    sections: [
      {
        heading: '1. Agreement',
        paragraphs: [
          'By opening an account or using this site you accept these terms. If you do not agree, please do not use the site.',
          'We may update these terms; the version on this page applies from the date shown. Continuing to play after a change means you accept it.',
        ],
      },
      {
        heading: '2. Eligibility',
        paragraphs: [
          'You must be over 18, or the legal gambling age where you live if that is higher, and online gambling must be lawful for you.',
          'One account per person, household, phone number, bank account and device. We may ask for proof of identity, age and address at any time.',
        ],
      },
      {
        heading: '3. Your account',
        paragraphs: [
          'Keep your password and one-time codes secret; you are responsible for all activity on your account. Tell us at once if you suspect misuse.',
          'Your details must be true and up to date. Deposits and withdrawals use only payment accounts in your own name.',
        ],
      },
      {
        heading: '4. Deposits and withdrawals',
        paragraphs: [
          'Deposits are credited once the payment is confirmed. Withdrawals are paid to the bank account or wallet registered in your profile, after any turnover requirement is met.',
          'We may hold a payment while we complete security or anti-money-laundering checks. Fees and limits are shown before you confirm.',
        ],
      },
      {
        heading: '5. Bonuses and promotions',
        paragraphs: [
          'Each promotion has its own rules, including turnover, time limits and eligible games. Only one promotion, cashback, rebate or referral offer can be active at a time.',
          'Bonuses obtained by abuse, such as multiple accounts or coordinated play, may be removed together with their winnings.',
        ],
      },
      {
        heading: '6. Games and fair play',
        paragraphs: [
          'Game outcomes are decided by certified random number generators. A malfunction voids the affected plays and payouts.',
          'Cheating, collusion, bots and exploiting errors are forbidden and may lead to closure of the account and confiscation of funds.',
        ],
      },
      {
        heading: '7. Responsible gaming and closing your account',
        paragraphs: [
          'Play only with money you can afford to lose. You can ask support for deposit limits, a break or self-exclusion at any time.',
          'You may close your account at any time; remaining funds are paid out after our checks. We may suspend or close accounts that breach these terms.',
        ],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          'This policy explains how the operator of this site collects and uses your personal data and which rights you have.',
        ],
      },
      {
        heading: '2. Data we collect',
        paragraphs: [
          'Account data: phone number, email, name, date of birth, gender, security question, and bank or wallet details.',
          'Usage data: log-ins, IP address, device and browser, transactions, bets and messages with support.',
        ],
      },
      {
        heading: '3. Why we use it',
        paragraphs: [
          'To run your account and payments, verify your identity and age, prevent fraud and money laundering, meet legal duties, support you and, with your consent, send offers.',
        ],
      },
      {
        heading: '4. Sharing',
        paragraphs: [
          'We share data only with payment providers, game providers, identity and fraud-check services and authorities where the law requires. We never sell your data.',
        ],
      },
      {
        heading: '5. Security and retention',
        paragraphs: [
          'Passwords and security answers are stored only as one-way hashes, and connections are encrypted. We keep data as long as your account is open and afterwards as long as the law requires.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You may ask to see, correct or delete your data, object to marketing or withdraw consent at any time by contacting support.',
        ],
      },
    ],
  },
  'cookies-policy': {
    title: 'Cookies Policy',
    sections: [
      {
        heading: '1. What cookies are',
        paragraphs: [
          'Cookies are small files your browser stores for a site. We use them and similar local storage to make the site work and to improve it.',
        ],
      },
      {
        heading: '2. Cookies we use',
        paragraphs: [
          'Essential: your login session (30 days) and security. Preferences: your language (365 days). Analytics and experiments, only with your consent.',
        ],
      },
      {
        heading: '3. Third parties',
        paragraphs: [
          'Live-chat, analytics and game providers may set their own cookies when you use their services; their policies apply to them.',
        ],
      },
      {
        heading: '4. Managing cookies',
        paragraphs: [
          'You can block or delete cookies in your browser settings. Without essential cookies you cannot stay logged in.',
        ],
      },
    ],
  },
};

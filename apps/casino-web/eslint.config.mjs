import baseConfig from '../../eslint.config.mjs';

/**
 * The wave-2 domain libraries must not grow the home page's first load: outside the lazily loaded modal
 * parts, the shell reaches them only through their light entry points (`/routes`, `/live`), never their
 * index, which carries their texts, pages and contracts.
 */
const LAZY_DOMAINS = ['promotions', 'memo', 'quests', 'rewards', 'affiliate', 'engagement'];

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/app/modal-parts/**', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...LAZY_DOMAINS.map((domain) => ({
              name: `@casino/${domain}`,
              message: `Only @casino/${domain}'s light entry points (/routes, /live) belong here; its index belongs in a lazy part (src/app/modal-parts).`,
            })),
            // A dynamic import() after first paint is the only way in (the rule does not see those).
            {
              name: '@casino/analytics/loaders',
              message:
                'Load the analytics tools with import() after first paint: none of them is in the first load.',
            },
          ],
        },
      ],
    },
  },
];

import { z } from 'zod';
import {
  AdminCashbackArticlesBody,
  CashbackKind,
  cashbackApi,
  RatePercent,
} from '@casino/contracts/promotions';
import type { AdminCashbackProgramme } from '@casino/contracts/promotions';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, reasonOf, UsageError } from '../command';

function formatProgrammes(result: unknown): string {
  const programmes = (Array.isArray(result) ? result : [result]) as AdminCashbackProgramme[];
  return programmes
    .map((programme) => {
      const rates = programme.rates.map(
        (rate) =>
          `  level ${rate.level_id}  ${rate.currency_code.padEnd(5)} ${rate.rate.padStart(6)} %  ` +
          `daily turnover target ${rate.min_turnover}`,
      );
      return [`${programme.kind}  ${programme.active ? 'running' : 'paused'}`, ...rates].join('\n');
    })
    .join('\n');
}

function kindOf(value: string | undefined): CashbackKind {
  const kind = CashbackKind.safeParse(value);
  if (!kind.success) throw new UsageError('The programme is cashback or rebate');
  return kind.data;
}

function wholeNumber(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (!value || !/^\d+$/.test(value)) throw new UsageError(`--${name} is a whole number`);
  return Number(value);
}

export const cashback: Resource = {
  name: 'cashback',
  usage: [
    'cashback list                                       cashback and rebate rates per level and currency',
    'cashback set-rate <cashback|rebate> <percent> --currency <id> [--level <id>] [--min-turnover <amount>]',
    '                                                    the rate (and daily turnover target) of a level',
    'cashback start|stop <cashback|rebate>               run or pause the programme',
    'cashback articles <cashback|rebate> --language <id> --file PATH',
    "                                                    replace the page's articles in one language",
    '                                                    (a JSON list of {"title", "body"}; [] shows the English ones)',
  ],
  options: ['currency', 'level', 'min-turnover', 'reason', 'language', 'file'],
  parse([action, kindArg, percent, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      if (kindArg !== undefined) throw new UsageError('list takes no programme');
      return { run: (call) => call(cashbackApi.adminCashbackProgrammesList, {}), format: formatProgrammes };
    }
    if (action === 'start' || action === 'stop') {
      if (percent !== undefined) throw new UsageError(`${action} takes only the programme`);
      const kind = kindOf(kindArg);
      const reason = reasonOf(options);
      return {
        run: (call) =>
          call(cashbackApi.adminCashbackProgrammeSet, {
            params: { kind },
            body: { active: action === 'start', ...(reason ? { reason } : {}) },
          }),
        format: formatProgrammes,
      };
    }
    if (action === 'articles') {
      if (percent !== undefined) throw new UsageError('articles takes only the programme');
      const kind = kindOf(kindArg);
      const languageId = wholeNumber('language', options['language'] as string | undefined);
      const articles = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        z.array(AdminCashbackArticlesBody.shape.articles.element),
        'a list of articles',
      );
      const reason = reasonOf(options);
      return {
        run: (call) =>
          call(cashbackApi.adminCashbackArticlesSet, {
            body: { kind, language_id: languageId, articles, ...(reason ? { reason } : {}) },
          }),
        format: (result) =>
          (result as { data: { title: string }[] }).data.map((article) => `- ${article.title}`).join('\n'),
      };
    }
    if (action === 'set-rate') {
      const kind = kindOf(kindArg);
      const rate = RatePercent.safeParse(percent);
      if (!rate.success || Number(rate.data) > 100)
        throw new UsageError('The rate is a percentage, 0 to 100');
      const currencyId = wholeNumber('currency', options['currency'] as string | undefined);
      const levelId = wholeNumber('level', options['level'] as string | undefined, 0);
      const given = options['min-turnover'] as string | undefined;
      if (given !== undefined && !/^\d+(\.\d+)?$/.test(given)) {
        throw new UsageError('--min-turnover is an amount, e.g. 100 or 99.50');
      }
      const reason = reasonOf(options);
      return {
        run: async (call) => {
          // Without --min-turnover the level's current target stays.
          const current = given
            ? undefined
            : (await call(cashbackApi.adminCashbackProgrammesList, {}))
                .find((programme) => programme.kind === kind)
                ?.rates.find((row) => row.level_id === levelId && row.currency_id === currencyId)
                ?.min_turnover;
          return call(cashbackApi.adminCashbackRateSet, {
            body: {
              kind,
              level_id: levelId,
              currency_id: currencyId,
              rate: rate.data,
              min_turnover: given ?? current ?? '0',
              ...(reason ? { reason } : {}),
            },
          });
        },
        format: formatProgrammes,
      };
    }
    throw new UsageError(`Unknown command for cashback: ${action ?? '(none)'}`);
  },
};

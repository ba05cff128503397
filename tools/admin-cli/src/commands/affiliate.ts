import { z } from 'zod';
import {
  AdminAffiliateArticlesBody,
  AffiliateBase,
  affiliateApi,
  RefCode,
} from '@casino/contracts/affiliate';
import type { AdminAffiliateProgramme, AdminAffiliateTree } from '@casino/contracts/affiliate';
import { RatePercent } from '@casino/contracts/promotions';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

function formatProgramme(result: unknown): string {
  const programme = result as AdminAffiliateProgramme;
  const rates = programme.rates.map(
    (rate) => `  level ${rate.level_id}  ${rate.currency_code.padEnd(5)} ${rate.rate.padStart(6)} %`,
  );
  const base = programme.base === 'net_loss' ? 'of the net loss' : 'of the turnover';
  return [`affiliate  ${programme.active ? 'running' : 'paused'}  ${base}`, ...rates].join('\n');
}

type Node = AdminAffiliateTree['member'];
const formatNode = (node: Node) =>
  `#${node.user_id}  ${node.username.padEnd(14)}  code ${node.ref_code.padEnd(10)}  referred ${node.referred_count}`;

function formatTree(result: unknown): string {
  const tree = result as AdminAffiliateTree;
  const list = (nodes: Node[]) =>
    nodes.length === 0 ? ['  none'] : nodes.map((node) => `  ${formatNode(node)}`);
  return [
    formatNode(tree.member),
    'upline (nearest first):',
    ...list(tree.upline),
    `downline (newest first, at most 500):`,
    ...list(tree.downline),
  ].join('\n');
}

const ON_OFF: Record<string, boolean> = { on: true, off: false };

function wholeNumber(name: string, value: string | boolean | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`--${name} is a whole number`);
  return Number(value);
}

/**
 * Staff's affiliate programme: on or off and its base (net loss or turnover), the rates per member level
 * and currency, the referral tree of a member and their referrer (the API refuses the member themselves
 * and a circle), and the affiliate page's articles.
 */
export const affiliate: Resource = {
  name: 'affiliate',
  usage: [
    'affiliate show                                      the programme, its base and its rates',
    'affiliate set-rate <percent> --currency <id> [--level <id>]   the rate of a member level (0: default)',
    'affiliate set-programme [--active on|off] [--base net_loss|turnover]',
    '                                                    run or pause it, or change what it pays a share of',
    'affiliate tree <user id>                            the member, their upline and their referred members',
    'affiliate set-referrer <user id> <ref code|none>    set or clear who referred the member',
    'affiliate articles --language <id> --file PATH      replace the affiliate page’s articles in one language',
    '                                                    (a JSON list of {"title", "body"}; [] shows the English ones)',
  ],
  options: ['currency', 'level', 'active', 'base', 'reason', 'language', 'file'],
  parse([action, first, second, ...extra], options) {
    noMoreArguments(extra);
    const reason = reasonOf(options);
    const withReason = reason ? { reason } : {};
    const noArguments = () => {
      if (first !== undefined) throw new UsageError(`${action} takes no arguments`);
    };
    if (action === 'show') {
      noArguments();
      return { run: (call) => call(affiliateApi.adminAffiliateProgrammeGet, {}), format: formatProgramme };
    }
    if (action === 'set-rate') {
      if (second !== undefined) throw new UsageError('set-rate takes one percentage');
      const rate = RatePercent.safeParse(first);
      if (!rate.success || Number(rate.data) > 100)
        throw new UsageError('The rate is a percentage, 0 to 100');
      const body = {
        level_id: wholeNumber('level', options['level'], 0),
        currency_id: wholeNumber('currency', options['currency']),
        rate: rate.data,
        ...withReason,
      };
      return { run: (call) => call(affiliateApi.adminAffiliateRateSet, { body }), format: formatProgramme };
    }
    if (action === 'set-programme') {
      noArguments();
      const activeText = options['active'];
      const active = typeof activeText === 'string' ? ON_OFF[activeText] : undefined;
      if (activeText !== undefined && active === undefined) throw new UsageError('--active is on or off');
      const base = options['base'] === undefined ? undefined : AffiliateBase.safeParse(options['base']);
      if (base && !base.success) throw new UsageError('--base is net_loss or turnover');
      if (active === undefined && base === undefined) {
        throw new UsageError('set-programme needs --active on|off or --base net_loss|turnover');
      }
      const body = {
        ...(active === undefined ? {} : { active }),
        ...(base?.success ? { base: base.data } : {}),
        ...withReason,
      };
      return {
        run: (call) => call(affiliateApi.adminAffiliateProgrammeSet, { body }),
        format: formatProgramme,
      };
    }
    if (action === 'tree') {
      if (second !== undefined) throw new UsageError('tree takes one user id');
      const userId = positiveId(first);
      return {
        run: (call) => call(affiliateApi.adminAffiliateTreeGet, { params: { user_id: userId } }),
        format: formatTree,
      };
    }
    if (action === 'set-referrer') {
      const userId = positiveId(first);
      if (second === undefined) throw new UsageError('set-referrer needs <user id> <ref code|none>');
      const code = second === 'none' ? null : RefCode.safeParse(second);
      if (code && !code.success) throw new UsageError('A referral code is 4 to 20 letters or digits');
      const body = { ref_code: code?.success ? code.data : null, ...withReason };
      return {
        run: (call) => call(affiliateApi.adminAffiliateReferrerSet, { params: { user_id: userId }, body }),
        format: formatTree,
      };
    }
    if (action === 'articles') {
      noArguments();
      const articles = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        z.array(AdminAffiliateArticlesBody.shape.articles.element),
        'a list of articles',
      );
      const body = { language_id: wholeNumber('language', options['language']), articles, ...withReason };
      return {
        run: (call) => call(affiliateApi.adminAffiliateArticlesSet, { body }),
        format: (result) =>
          (result as { data: { title: string }[] }).data.map((article) => `- ${article.title}`).join('\n'),
      };
    }
    throw new UsageError(`Unknown command for affiliate: ${action ?? '(none)'}`);
  },
};

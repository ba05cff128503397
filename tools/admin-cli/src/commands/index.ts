import { adminApi, depositAdminApi } from '@casino/contracts';
import type { Resource } from '../command';
import { affiliate } from './affiliate';
import { analytics } from './analytics';
import { cashback } from './cashback';
import { contact } from './contact';
import { coupons } from './coupons';
import { decisionResource } from './decisions';
import { jobs } from './jobs';
import { levels } from './levels';
import { promotions } from './promotions';
import { quests } from './quests';
import { rewards } from './rewards';
import { scriptTags } from './script-tags';
import { seo } from './seo';
import { freeSpins } from './free-spins';
import { memos } from './memos';
import { moneyTriggers } from './money-triggers';
import { popups, triggerAllowance } from './popups';
import { push } from './push';
import { settings } from './settings';

/** Every resource of the CLI, in the order the usage lists them. */
export const RESOURCES: readonly Resource[] = [
  decisionResource({
    name: 'withdrawals',
    refusal: 'refuse',
    list: adminApi.withdrawalsList,
    approve: adminApi.withdrawalApprove,
    refuse: adminApi.withdrawalRefuse,
  }),
  decisionResource({
    name: 'deposits',
    refusal: 'reject',
    list: depositAdminApi.depositsList,
    approve: depositAdminApi.depositApprove,
    refuse: depositAdminApi.depositReject,
  }),
  settings,
  seo,
  scriptTags,
  analytics,
  jobs,
  cashback,
  affiliate,
  promotions,
  coupons,
  moneyTriggers,
  levels,
  quests,
  rewards,
  freeSpins,
  memos,
  popups,
  triggerAllowance,
  push,
  contact,
];

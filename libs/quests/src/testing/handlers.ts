import { buildCompleteMember, buildWallet, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { memberLevelApi } from '@casino/contracts/quests';
import type { MemberLevel, MemberLevelStanding } from '@casino/contracts/quests';
import { baht, buildStanding, english, generalConfig, levels as thbLevels, list } from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The wallet's THB, with the fixtures' symbol. */
const walletBaht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: false };

/** The reference data every page reads and the levels of THB (or `levels`). */
export function referenceHandlers(levels: () => MemberLevel[] = () => thbLevels) {
  return [
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(publicApi.currencyFind, () => list([baht])),
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(memberLevelApi.memberLevelListFind, ({ query }) => ({
      data: levels().filter((level) => String(level.currency_id) === query['currency_id']),
    })),
  ];
}

/** A visitor: no session, the public levels. */
export function visitorHandlers(levels?: () => MemberLevel[]) {
  return [...referenceHandlers(levels), mockEndpoint(memberApi.profileFind, () => notAuthenticated())];
}

/** A logged-in member with a THB wallet and the given standing (Bronze, half-way to Silver). */
export function memberHandlers(
  standing: () => MemberLevelStanding | Response = () => buildStanding(),
  levels?: () => MemberLevel[],
) {
  return [
    ...referenceHandlers(levels),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet({ currency: walletBaht })])),
    mockEndpoint(memberLevelApi.memberLevelFind, standing),
  ];
}

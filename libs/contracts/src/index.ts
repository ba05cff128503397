// First: it configures zod before any schema below is built.
import './zod-config';
export * from './endpoint';
export * from './query-string';
export * from './first-replies';
export * from './query';
export * from './error';
export * from './money';
export * from './amount';
export * from './locales';
export * from './validation';
export * from './brand';
export * from './entities/reference';
export * from './entities/config';
export * from './entities/user';
export * from './entities/auth';
export * as publicApi from './endpoints/public';
export * as memberApi from './endpoints/member';
// The first load's endpoints, whose schemas load beside the reply (see first-load.ts).
export {
  lazyMemberApi,
  lazyOtpApi,
  lazyPrivilegesApi,
  lazyProfileApi,
  lazyPublicApi,
  loadErrorBody,
} from './endpoints/first-load';
export * as hub88 from './hub88/wallet';
export * from './websocket';
// The schema RECENT_WIN carries; its endpoint is `@casino/contracts/recent-wins`.
export { RecentWin } from './recent-wins';
// FREESPIN_PROMOTION's game and the lobby item that launches it (the shell's alert plays it).
export { lobbyGameOf, PlayableFreeSpinGame } from './free-spin-game';
export * from './games';
export * as gamesApi from './games-endpoints';
export * from './games-reference';
export * from './deposit';
export * from './payment';
export * as depositApi from './deposit-endpoints';
export * from './ledger';
export * from './withdrawal';
export * as withdrawalApi from './withdrawal-endpoints';
export * from './wallet-transfer';
export * as walletTransferApi from './wallet-transfer-endpoints';
export * from './activity-log';
export * as activityLogApi from './activity-log-endpoints';
export * from './admin';
export * as adminApi from './admin-endpoints';
export * from './otp';
export * as otpApi from './otp-endpoints';
export * from './password';
export * as passwordApi from './password-endpoints';
export * from './policy';
export * as policyApi from './policy-endpoints';
export * from './profile';
export * as profileApi from './profile-endpoints';
export * as depositAdminApi from './deposit-admin';
export * as adminSettingsApi from './admin-settings';
export * as siteAdminApi from './site-admin';
export * as privilegesApi from './privileges';
export { MemberPrivileges } from './privileges';
export * from './business-day';
export * from './account-security';
export * as accountSecurityApi from './account-security-endpoints';

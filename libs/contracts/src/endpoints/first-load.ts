import { lazyEndpoint } from '../endpoint';
import type * as MemberApi from './member';
import type * as PublicApi from './public';
import type * as OtpApi from '../otp-endpoints';
import type * as PrivilegesApi from '../privileges';
import type * as ProfileApi from '../profile-endpoints';

/**
 * The endpoints the shells call on their first load (site config, the session, the profile's
 * completeness), as lazy endpoints: each route is known at once and its schemas arrive in a chunk of their
 * own beside the reply, so zod and the schemas are not in the first load. The endpoints themselves stay the
 * single definition: a test checks every route here against its endpoint.
 */
export const lazyPublicApi = {
  languageFind: lazyEndpoint<typeof PublicApi.languageFind>(
    { service: 'language', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.languageFind),
  ),
  globalConfigFind: lazyEndpoint<typeof PublicApi.globalConfigFind>(
    { service: 'global-config', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.globalConfigFind),
  ),
  systemConfigFind: lazyEndpoint<typeof PublicApi.systemConfigFind>(
    { service: 'system-config', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.systemConfigFind),
  ),
  seoConfigFind: lazyEndpoint<typeof PublicApi.seoConfigFind>(
    { service: 'seo-config', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.seoConfigFind),
  ),
  scriptTagConfigFind: lazyEndpoint<typeof PublicApi.scriptTagConfigFind>(
    { service: 'script-tag-config', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.scriptTagConfigFind),
  ),
  customFunctionFind: lazyEndpoint<typeof PublicApi.customFunctionFind>(
    { service: 'custom-function', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.customFunctionFind),
  ),
  logout: lazyEndpoint<typeof PublicApi.logout>(
    { service: 'authentication', scope: 'pb', method: 'remove', id: 'none' },
    () => import('./public').then((api) => api.logout),
  ),
  bankFind: lazyEndpoint<typeof PublicApi.bankFind>(
    { service: 'bank-currency-information', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.bankFind),
  ),
  securityQuestionFind: lazyEndpoint<typeof PublicApi.securityQuestionFind>(
    { service: 'security-question', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.securityQuestionFind),
  ),
  registerChannelFind: lazyEndpoint<typeof PublicApi.registerChannelFind>(
    { service: 'user-register-channal', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.registerChannelFind),
  ),
  contactChannelFind: lazyEndpoint<typeof PublicApi.contactChannelFind>(
    { service: 'contact-channel', scope: 'pb', method: 'find' },
    () => import('./public').then((api) => api.contactChannelFind),
  ),
};

export const lazyMemberApi = {
  profileFind: lazyEndpoint<typeof MemberApi.profileFind>(
    { service: 'users', scope: 'mb', method: 'find' },
    () => import('./member').then((api) => api.profileFind),
  ),
  walletFind: lazyEndpoint<typeof MemberApi.walletFind>(
    { service: 'wallet', scope: 'mb', method: 'find' },
    () => import('./member').then((api) => api.walletFind),
  ),
  activeStepFind: lazyEndpoint<typeof MemberApi.activeStepFind>(
    { service: 'active-step-information', scope: 'mb', method: 'find' },
    () => import('./member').then((api) => api.activeStepFind),
  ),
};

export const lazyPrivilegesApi = {
  checkPrivilegeMemberFind: lazyEndpoint<typeof PrivilegesApi.checkPrivilegeMemberFind>(
    { service: 'check-privilege-member', scope: 'mb', method: 'find' },
    () => import('../privileges').then((api) => api.checkPrivilegeMemberFind),
  ),
};

export const lazyOtpApi = {
  otpStatusFind: lazyEndpoint<typeof OtpApi.otpStatusFind>(
    { service: 'otp-status', scope: 'mb', method: 'find' },
    () => import('../otp-endpoints').then((api) => api.otpStatusFind),
  ),
};

export const lazyProfileApi = {
  securityQuestionGet: lazyEndpoint<typeof ProfileApi.securityQuestionGet>(
    { service: 'user-security-question', scope: 'mb', method: 'find' },
    () => import('../profile-endpoints').then((api) => api.securityQuestionGet),
  ),
};

/** The error body's schema, which the API client loads with the first failed reply it reads. */
export const loadErrorBody = () => import('../error').then((error) => error.ErrorBody);

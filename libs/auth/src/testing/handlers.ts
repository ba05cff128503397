import { buildCustomFunction, errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, passwordApi, publicApi } from '@casino/contracts';
import type { CustomFunction } from '@casino/contracts';
import {
  authResult,
  emptyWallet,
  english,
  generalConfig,
  globalConfig,
  indonesia,
  list,
  member,
  myr,
  passwordConfig,
  thailand,
  thb,
  usdt,
} from './fixtures';

const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

/** The SMS code a registration or a password reset sends, as the OTP endpoints answer it. */
export const smsChallenge = () => ({
  type_verified: 'sms' as const,
  to: '08******78',
  otpReferenceCode: 'REF777',
  otpResendAfter: 60,
  expiresOtpSms: inFiveMinutes(),
  otpRepeatTime: 5,
  message: 'OTP sent',
});

/**
 * For stories: a visitor (no session) on an English site with the registration options, whose login is
 * refused for `password` 'wrong' and whose codes are right unless they are 000000. `registerType` is the
 * brand's custom function; `loggedIn` answers the profile probe with the member.
 */
export function authStoryHandlers({
  registerType = 'phone',
  loggedIn = false,
}: { registerType?: CustomFunction['register_type']; loggedIn?: boolean } = {}) {
  const wrongCode = () => errorReply({ code: 400, reason: 'OTP_INCORRECT', message: 'OTP incorrect' });
  return [
    mockEndpoint(memberApi.profileFind, () => list(loggedIn ? [member] : [])),
    mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(publicApi.customFunctionFind, () =>
      list([buildCustomFunction({ register_type: registerType })]),
    ),
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(publicApi.globalConfigFind, () => list([globalConfig])),
    mockEndpoint(publicApi.passwordConfigFind, () => list([passwordConfig])),
    mockEndpoint(publicApi.countryFind, () => list([indonesia, thailand])),
    mockEndpoint(publicApi.currencyFind, () => list([myr, thb, usdt])),
    mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: id !== 'NOPE' })),
    mockEndpoint(publicApi.register, () => member),
    mockEndpoint(publicApi.login, ({ body }) =>
      (body as { password?: string }).password === 'wrong'
        ? errorReply({ code: 401, reason: 'INVALID_CREDENTIALS', message: 'Invalid login' })
        : authResult('story-token'),
    ),
    mockEndpoint(otpApi.registerOtpRequest, () => smsChallenge()),
    mockEndpoint(otpApi.publicOtpVerified, ({ body }) =>
      (body as { otp?: string }).otp === '000000'
        ? wrongCode()
        : {
            verified: true as const,
            type_verified: 'sms' as const,
            verifyToken: 'story-verified',
            verifyTokenExpiresAt: inFiveMinutes(),
            message: 'OTP verified',
          },
    ),
    mockEndpoint(passwordApi.forgotPassword, () => ({
      ...smsChallenge(),
      username: '0812345678',
      phone: '08******78',
    })),
    mockEndpoint(passwordApi.resetPassword, () => ({ reset: true as const })),
    mockEndpoint(passwordApi.changePassword, () => authResult('story-token-2')),
  ];
}

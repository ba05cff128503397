import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { lazyMemberApi, lazyOtpApi, lazyProfileApi, lazyPublicApi } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import { parseLocalePath } from '@casino/i18n';
import { useSession } from '@casino/auth';
import { profileKeys } from './keys';

/** The route's language and, once known, the server's id for it (localized lists take the id). */
export function useLanguage(): { lang: LanguageCode; languageId: number | null } {
  const lang = parseLocalePath(useLocation().pathname).lang;
  const client = useApiClient();
  const id = useQuery({
    queryKey: [...profileKeys.all, 'language', lang],
    queryFn: async ({ signal }) =>
      (await client.find(lazyPublicApi.languageFind, { code: lang }, { signal })).data[0]?.id ?? null,
    staleTime: 10 * 60_000,
  });
  return { lang, languageId: id.data ?? null };
}

export function verificationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.verification(),
    queryFn: async ({ signal }) => {
      const reply = await client.find(lazyOtpApi.otpStatusFind, {}, { signal });
      const status = reply.data[0];
      if (!status) throw new Error('otp-status answered an empty list');
      return status;
    },
  });
}

/** Verified flags, OTP status list and verify_state (3 = the profile is complete); idle when anonymous. */
export function useVerification() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...verificationQueryOptions(useApiClient()), enabled: isLoggedIn });
}

/** The profile steps the brand has switched on; idle when anonymous. */
export function useActiveSteps() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: profileKeys.steps(),
    enabled: isLoggedIn,
    queryFn: async ({ signal }) =>
      (await client.find(lazyMemberApi.activeStepFind, { $sort: { step_no: 1 } }, { signal })).data,
  });
}

/**
 * What step 2 offers: the switches, the member's currency's banks, questions and channels. It waits for
 * both the language and the member's currency: asked before the member had loaded, the bank list went out
 * with currency_id 0 and came back 400.
 */
export function useDetailsOptions(languageId: number | null, currencyId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.options(languageId, currencyId ?? null),
    queryFn:
      languageId === null || currencyId === undefined
        ? skipToken
        : async ({ signal }) => {
            const language_id = languageId;
            const [global, banks, questions, channels, chosen] = await Promise.all([
              client.find(lazyPublicApi.globalConfigFind, {}, { signal }),
              client.find(lazyPublicApi.bankFind, { currency_id: currencyId, language_id }, { signal }),
              client.find(lazyPublicApi.securityQuestionFind, { language_id }, { signal }),
              client.find(lazyPublicApi.registerChannelFind, { language_id }, { signal }),
              client.find(lazyProfileApi.securityQuestionGet, { language_id }, { signal }),
            ]);
            const config = global.data[0];
            if (!config) throw new Error('global-config answered an empty list');
            return {
              config,
              banks: banks.data,
              questions: questions.data,
              channels: channels.data,
              chosenQuestion: chosen.data[0] ?? null,
            };
          },
    staleTime: 5 * 60_000,
  });
}

/** Spec 2: the site shows only the default contact channel. */
export function useDefaultContact() {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.contact(),
    queryFn: async ({ signal }) => {
      const reply = await client.find(lazyPublicApi.contactChannelFind, { is_default: '1' }, { signal });
      return reply.data.find((channel) => channel.is_default) ?? null;
    },
    staleTime: 10 * 60_000,
  });
}

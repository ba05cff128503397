import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isApiError, useApiClient } from '@casino/api-client';
import type { ApiClient, BodyInput } from '@casino/api-client';
import { accessTokenAtom, useLanguageId, useRouteLanguage } from '@casino/auth';
import { SLIP_FILE_PATH, SlipUpload, depositApi } from '@casino/contracts';
import { promotionApi } from '@casino/contracts/promotions';
import { cashboxKeys } from './keys';

export function paymentTypesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: cashboxKeys.paymentTypes(),
    queryFn: async ({ signal }) => (await client.find(depositApi.paymentTypeFind, {}, { signal })).data,
  });
}

/**
 * The promotions a deposit may claim (spec 3 "promotion deal"): deposit-turnover promotions running now in
 * the member's currency that they have not received, titled in the route's language.
 */
export function useDepositPromotions() {
  const client = useApiClient();
  const languageId = useLanguageId(useRouteLanguage()).data;
  return useQuery({
    queryKey: cashboxKeys.depositPromotions(languageId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          promotionApi.memberPromotionInformationFind,
          { language_id: languageId ?? 0, type: 'deposit_turnover', $limit: 100 },
          { signal },
        )
      ).data.filter((promotion) => promotion.member_status === null),
    enabled: typeof languageId === 'number',
  });
}

export function usePaymentTypes() {
  return useQuery(paymentTypesQuery(useApiClient()));
}

export function useReceivingAccounts(paymentTypeId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.receivingAccounts(paymentTypeId),
    queryFn: async ({ signal }) =>
      (
        await client.find(
          depositApi.paymentBankInformationFind,
          { payment_type_id: paymentTypeId },
          { signal },
        )
      ).data,
  });
}

export function useCryptoCurrencies(paymentTypeId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.cryptoCurrencies(paymentTypeId),
    queryFn: async ({ signal }) =>
      (await client.find(depositApi.currencyCryptoFind, { payment_type_id: paymentTypeId }, { signal })).data,
    select: (tokens) => tokens.filter((token) => token.is_active),
  });
}

export function usePendingDeposit() {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.pendingDeposit(),
    queryFn: ({ signal }) => client.find(depositApi.checkPendingDepositFind, {}, { signal }),
  });
}

/** The server's fee quote for an amount (percentage half-up plus the service charge); idle while invalid. */
export function useFeeQuote(paymentTypeId: number, amount: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: cashboxKeys.feeQuote(paymentTypeId, amount ?? ''),
    queryFn: ({ signal }) =>
      client.find(
        depositApi.minimumTransactionFind,
        { payment_type_id: paymentTypeId, amount: amount ?? '0' },
        { signal, silent: true },
      ),
    enabled: amount !== null,
  });
}

/** Deposit failures are shown by the cashbox itself (profile prompt, pending message), so calls are silent. */
export function useCreateSlipDeposit() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof depositApi.depositTransactionCreate>) =>
      client.create(depositApi.depositTransactionCreate, body, { silent: true }),
  });
}

export function useCreatePromptpayDeposit() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof depositApi.depositPromptpayCreate>) =>
      client.create(depositApi.depositPromptpayCreate, body, { silent: true }),
  });
}

export function useCreateGatewayDeposit() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof depositApi.depositGatewayCreate>) =>
      client.create(depositApi.depositGatewayCreate, body, { silent: true }),
  });
}

/** An upload the server refused, with its reason when it gave one. */
export class SlipUploadError extends Error {
  constructor(readonly status: number) {
    super(`Slip upload failed with ${status}`);
  }
}

/** upload-slip is multipart, which the JSON client does not send: a plain fetch with the same session. */
export function useUploadSlip() {
  const token = useAtomValue(accessTokenAtom);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(new URL(SLIP_FILE_PATH, globalThis.location.origin), {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new SlipUploadError(response.status);
      return SlipUpload.parse(await response.json());
    },
  });
}

export function apiReason(error: unknown): string | undefined {
  return isApiError(error) ? error.reason : undefined;
}

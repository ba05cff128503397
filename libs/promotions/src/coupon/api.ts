import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '@casino/api-client';
import { useSession, walletQueryOptions } from '@casino/auth';
import { couponApi } from '@casino/contracts/promotions';
import type { CouponStatus, RedeemCouponBody } from '@casino/contracts/promotions';
import { useHistoryRangeQuery } from '@casino/i18n';
import { promotionKeys } from '../api/keys';
import { usePromotionLanguage } from '../api/promotions';
import { couponKeys } from './keys';

export const COUPON_HISTORY_PAGE_SIZE = 10;

/**
 * What the coupon history filters by: an inclusive range of business days (YYYY-MM-DD in the brand's
 * time zone, empty for open) and a page.
 */
export interface CouponHistoryRange {
  startDate: string;
  endDate: string;
  page: number;
}

/** The member's coupon standing: the redemption under verification, if any, and the newest one. */
export function useCouponState() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = usePromotionLanguage();
  return useQuery({
    queryKey: couponKeys.state(languageId ?? 0),
    queryFn: ({ signal }) =>
      client.find(couponApi.couponMemberFind, { language_id: languageId ?? 0 }, { signal }),
    enabled: isLoggedIn && languageId !== undefined,
  });
}

/** The member's redemptions, newest first, within the business days picked and of one status ('' all). */
export function useCouponHistory(range: CouponHistoryRange, status: CouponStatus | '') {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const filter = { ...useHistoryRangeQuery(range), ...(status ? { status } : {}) };
  return useQuery({
    queryKey: couponKeys.history({ ...filter, page: range.page }),
    queryFn: ({ signal }) =>
      client.find(
        couponApi.couponMemberHistoryFind,
        {
          ...filter,
          $limit: COUPON_HISTORY_PAGE_SIZE,
          $skip: (range.page - 1) * COUPON_HISTORY_PAGE_SIZE,
          $sort: { createdAt: -1 },
        },
        { signal },
      ),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a redemption: the coupon pages, the promotion pages (a coupon opens a promotion) and the wallet
 * (its bonus) are read again.
 */
export function useRefreshCoupon() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: couponKeys.all }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
      ]),
    [queryClient, client],
  );
}

/** Redeems a code; `replace: true` confirms ending an active rebate, cashback or referral (spec 4). */
export function useRedeemCoupon() {
  const client = useApiClient();
  const refresh = useRefreshCoupon();
  return useMutation({
    mutationFn: (body: RedeemCouponBody) =>
      client.create(couponApi.couponMemberCreate, body, { silent: true }),
    onSettled: () => refresh(),
  });
}

import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useApiClient } from '@casino/api-client';
import { accessTokenAtom, useSession } from '@casino/auth';
import * as memoApi from '@casino/contracts/memo';
import { MEMO_IMAGE_PATH } from '@casino/contracts/memo';
import type { MemoTab } from '@casino/contracts/memo';
import { memoKeys } from '../live';

export const MEMO_PAGE_SIZE = 10;

/** One tab of the member's topics, a page at a time. */
export function useMemoList(tab: MemoTab, page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: memoKeys.list(tab, page),
    queryFn: ({ signal }) =>
      client.find(
        memoApi.messageFind,
        { tab, $limit: MEMO_PAGE_SIZE, $skip: (page - 1) * MEMO_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A topic and its history; opening it marks it read, so the count is read again. */
export function useMemoDetail(id: number | null, allowReply: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: id === null ? memoKeys.detail(0) : memoKeys.detail(id),
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => {
            const detail = await client.get(memoApi.memoGet, id, allowReply ? { allow_reply: '1' } : {}, {
              signal,
            });
            void queryClient.invalidateQueries({ queryKey: memoKeys.count() });
            void queryClient.invalidateQueries({ queryKey: memoKeys.lists() });
            return detail;
          },
  });
}

/** Unread inbox topics, for the badge; idle while nobody is logged in. */
export function useMemoCount() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: memoKeys.count(),
    enabled: isLoggedIn,
    queryFn: async ({ signal }) => (await client.find(memoApi.messageCountFind, {}, { signal })).count,
  });
}

/** Reward pop-ups, in the server's order (today's newest first, then older oldest first). */
export function useRewardPopups() {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: memoKeys.popups(),
    enabled: isLoggedIn,
    queryFn: async ({ signal }) =>
      (await client.find(memoApi.rewardPopupFind, { is_modal: '1' }, { signal })).data,
  });
}

export function useMarkPopupRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.patch(memoApi.memoPatch, id, { is_read_modal: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: memoKeys.count() });
      void queryClient.invalidateQueries({ queryKey: memoKeys.lists() });
    },
  });
}

export function useWriteMemo() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof client.create<typeof memoApi.sendMessageCreate>>[1]) =>
      client.create(memoApi.sendMessageCreate, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoKeys.lists() }),
  });
}

export function useReplyMemo(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { message_description: string; message_img_url?: string }) =>
      client.create(memoApi.memoReplyCreate, { message_transaction_header_id: id, ...body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(memoKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: memoKeys.lists() });
    },
  });
}

/** An upload the server refused, by its status. */
export class MemoImageUploadError extends Error {
  constructor(readonly status: number) {
    super(`Memo image upload failed with ${status}`);
  }
}

/** upload-message is multipart, which the JSON client does not send: a plain fetch with the same session. */
export function useUploadMemoImage() {
  const token = useAtomValue(accessTokenAtom);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(new URL(MEMO_IMAGE_PATH, globalThis.location.origin), {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new MemoImageUploadError(response.status);
      return memoApi.MemoUpload.parse(await response.json());
    },
  });
}

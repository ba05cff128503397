import {
  buildCompleteMember,
  buildLanguage,
  list,
  mockEndpoint,
  notAuthenticated,
} from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import type { AuthenticatedUser } from '@casino/contracts';
import * as engagementApi from '@casino/contracts/engagement';
import type { NotificationPopup } from '@casino/contracts/engagement';
import { LANGUAGE_IDS, welcome } from './fixtures';
import type { StoredPopup } from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The engagement layer's server side in memory. */
export interface EngagementStore {
  /** The logged-in member, or null for a visitor. */
  member: AuthenticatedUser | null;
  /** The member has yet to see the starter modal. */
  firstLogin: boolean;
  popups: StoredPopup[];
  allowance: 0 | 1;
  /** Every call the layer made, by service and verb, in order. */
  calls: string[];
}

/** A visitor, the English welcome pop-up on home, the fake allow prompt first. */
export function createEngagementStore(overrides: Partial<EngagementStore> = {}): EngagementStore {
  return { member: null, firstLogin: false, popups: [welcome], allowance: 1, calls: [], ...overrides };
}

/** A member on their first login. */
export function newMemberStore(overrides: Partial<EngagementStore> = {}): EngagementStore {
  return createEngagementStore({ member: buildCompleteMember({ id: 11 }), firstLogin: true, ...overrides });
}

const publicFields = ({ id, kind, title, body, image_url, updated_at }: StoredPopup): NotificationPopup => ({
  id,
  kind,
  title,
  body,
  image_url,
  updated_at,
});

export function engagementHandlers(store: EngagementStore = createEngagementStore()) {
  const codes = Object.entries(LANGUAGE_IDS) as [keyof typeof LANGUAGE_IDS, number][];
  return [
    mockEndpoint(publicApi.languageFind, ({ query }) =>
      list(codes.filter(([code]) => code === query['code']).map(([code, id]) => buildLanguage({ id, code }))),
    ),
    mockEndpoint(memberApi.profileFind, () => (store.member ? list([store.member]) : notAuthenticated())),
    mockEndpoint(engagementApi.notificationModalFind, ({ query }) => {
      store.calls.push('notification-modal find');
      const order = { starter: 0, welcome: 1, announcement: 2 };
      const data = store.popups
        .filter(
          (popup) =>
            popup.is_active &&
            popup.language_id === Number(query['language_id']) &&
            popup.page_show_list.some((page) => page === query['page_name']),
        )
        .sort((a, b) => order[a.kind] - order[b.kind] || a.id - b.id)
        .map(publicFields);
      return list(data);
    }),
    mockEndpoint(engagementApi.triggerAllowanceFind, () => {
      store.calls.push('trigger-allowance find');
      return { is_active: store.allowance };
    }),
    mockEndpoint(engagementApi.usersFirstLoginFind, () => {
      if (!store.member) return notAuthenticated();
      store.calls.push('users-first-login find');
      return { first_login: store.firstLogin };
    }),
    // The contact widgets: none, unless a test adds testing/contact-handlers.ts' answers.
    mockEndpoint(publicApi.contactChannelFind, () => list([])),
    mockEndpoint(engagementApi.usersFirstLoginCreate, () => {
      if (!store.member) return notAuthenticated();
      store.calls.push('users-first-login create');
      store.firstLogin = false;
      return { first_login: false };
    }),
  ];
}

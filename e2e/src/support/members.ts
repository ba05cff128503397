import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { endpointPath, profileApi, publicApi } from '@casino/contracts';
import type { BankCurrencyInformation, Currency } from '@casino/contracts';

/** A Thai mobile number no earlier run has used: 10 digits starting 08. */
export function uniquePhone(): string {
  return `08${`${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8)}`;
}

async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The Thai baht, the currency a member registers in unless they pick another. */
export async function thaiBaht(api: APIRequestContext): Promise<Currency> {
  const currencies = await getJson<{ data: Currency[] }>(api, endpointPath(publicApi.currencyFind));
  const thb = currencies.data.find((c) => c.code === 'THB');
  if (!thb) throw new Error('THB is not offered');
  return thb;
}

/** Registers a THB member with a fresh phone number through the real API, without logging in. */
export async function registerMember(api: APIRequestContext, password: string) {
  const phone = uniquePhone();
  const thb = await thaiBaht(api);
  const registered = await api.post(endpointPath(publicApi.register), {
    data: {
      username: phone,
      phone,
      password,
      confirm_password: password,
      country_code: 'TH',
      currencyId: thb.id,
      terms_condition: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { phone, currencyId: thb.id };
}

/** Registers a THB member and logs in: the session cookie is the page's too when `api` is `page.request`. */
export async function registerAndLogIn(api: APIRequestContext, password: string) {
  const member = await registerMember(api, password);
  const login = await api.post(endpointPath(publicApi.login), {
    data: { strategy: 'local', username: member.phone, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  return { ...member, userId: user.id };
}

/** A bank of the currency whose account numbers have 10 digits (shown 3-6-1). */
export async function tenDigitBank(api: APIRequestContext, currencyId: number) {
  const { data } = await getJson<{ data: BankCurrencyInformation[] }>(
    api,
    `${endpointPath(publicApi.bankFind)}?currency_id=${currencyId}`,
  );
  const bank = data.find((b) => b.account_lengths.includes(10));
  if (!bank) throw new Error('No bank takes 10-digit accounts');
  return bank;
}

/** The first channel the English register form offers for "How did you hear about us?". */
async function firstRegisterChannel(api: APIRequestContext) {
  const languages = await getJson<{ data: { id: number; code: string }[] }>(
    api,
    endpointPath(publicApi.languageFind),
  );
  const english = languages.data.find((l) => l.code === 'en');
  if (!english) throw new Error('English is not offered');
  const channels = await getJson<{ data: { id: number }[] }>(
    api,
    `${endpointPath(publicApi.registerChannelFind)}?language_id=${english.id}`,
  );
  const channel = channels.data[0];
  if (!channel) throw new Error('No register channel');
  return channel;
}

type MemberNames = { password: string; firstName: string; lastName: string };

/**
 * Completes the logged-in member's profile (names, birthday, channel, a 10-digit bank account) through the
 * real API, as the profile page's step 2 does: the member may then play and withdraw.
 */
export async function completeProfile(
  api: APIRequestContext,
  member: { phone: string; currencyId: number; userId: number },
  names: Omit<MemberNames, 'password'>,
) {
  const bank = await tenDigitBank(api, member.currencyId);
  const channel = await firstRegisterChannel(api);
  const bankNo = `1${member.phone.slice(-9)}`;
  const updated = await api.patch(endpointPath(profileApi.profilePatch, member.userId), {
    data: {
      first_name: names.firstName,
      last_name: names.lastName,
      gender: 'male',
      DOB: '1990-04-01',
      register_channal_id: channel.id,
      bank_currency_information_id: bank.id,
      bank_no: bankNo,
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return { bankCode: bank.bank_code, bankNo };
}

/** A new THB member, logged in and with a complete profile (a 10-digit bank account), through the real API. */
export async function newMemberWithProfile(api: APIRequestContext, names: MemberNames) {
  const member = await registerAndLogIn(api, names.password);
  const { bankCode, bankNo } = await completeProfile(api, member, names);
  return { phone: member.phone, bankCode, bankNo, userId: member.userId };
}

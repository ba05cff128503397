import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { endpointPath, publicApi } from '@casino/contracts';
import type { BankCurrencyInformation, Currency } from '@casino/contracts';

/** A Thai mobile number no earlier run has used: 10 digits starting 08. */
export function uniquePhone(): string {
  return `08${`${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8)}`;
}

/** Registers a THB member through the real API and logs in (the session cookie is the page's too). */
export async function registerMember(api: APIRequestContext, password: string, login = true) {
  const phone = uniquePhone();
  const currencies = (await (await api.get(endpointPath(publicApi.currencyFind))).json()) as {
    data: Currency[];
  };
  const thb = currencies.data.find((c) => c.code === 'THB');
  if (!thb) throw new Error('THB is not offered');
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
  if (login) {
    const session = await api.post(endpointPath(publicApi.login), {
      data: { strategy: 'local', username: phone, password },
    });
    expect(session.ok(), await session.text()).toBe(true);
  }
  return { phone, currencyId: thb.id };
}

/** A bank of the currency whose account numbers have 10 digits (shown 3-6-1). */
export async function tenDigitBank(api: APIRequestContext, currencyId: number) {
  const reply = await api.get(`${endpointPath(publicApi.bankFind)}?currency_id=${currencyId}`);
  const { data } = (await reply.json()) as { data: BankCurrencyInformation[] };
  const bank = data.find((b) => b.account_lengths.includes(10));
  if (!bank) throw new Error('No bank takes 10-digit accounts');
  return bank;
}

/** The code of the newest SMS or email to `to`, read from the development outbox. */
export async function latestOtp(api: APIRequestContext, to: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const reply = await api.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const { data } = (await reply.json()) as { data: { otp: string | null }[] };
      otp = data[0]?.otp ?? undefined;
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp ?? '';
}

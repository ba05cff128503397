import { z } from 'zod';
import { CRYPTO_NETWORKS, DateOfBirth, MINIMUM_AGE, ProfileUpdate, ageOn, vmsg } from '@casino/contracts';
import type { BankCurrencyInformation, CryptoNetwork, GlobalConfig } from '@casino/contracts';

/** Rough per-network address shapes; the server also checks the checksums. */
const WALLET_FORMATS: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/,
};

export function isWalletAddressFor(network: CryptoNetwork, address: string): boolean {
  return WALLET_FORMATS[network].test(address);
}

export type DetailsSwitches = Pick<
  GlobalConfig,
  'profile_dob' | 'profile_gender' | 'profile_register_channel' | 'email_required'
>;

/** The form keeps every field as text; `toProfileUpdate` turns it into the API's body. */
export interface DetailsValues {
  first_name: string;
  last_name: string;
  gender: string;
  dob_day: string;
  dob_month: string;
  dob_year: string;
  line_id: string;
  security_question_id: string;
  security_answer: string;
  register_channal_id: string;
  email: string;
  payout: 'bank' | 'crypto';
  bank_currency_information_id: string;
  bank_no: string;
  crypto_network: string;
  wallet_address: string;
}

const pad = (value: string) => value.padStart(2, '0');

export function joinDob(values: Pick<DetailsValues, 'dob_day' | 'dob_month' | 'dob_year'>): string | null {
  if (!values.dob_day && !values.dob_month && !values.dob_year) return null;
  return `${values.dob_year}-${pad(values.dob_month)}-${pad(values.dob_day)}`;
}

/**
 * Step 2's rules: names always; DOB (over 18), gender, channel and email when the global config turns them
 * on; a question needs its answer; payout by a bank of the member's currency with an account number of
 * that bank's length, or a crypto network with an address in its format, unless payout is already set.
 */
export function detailsSchema(options: {
  switches: DetailsSwitches;
  banks: readonly BankCurrencyInformation[];
  payoutLocked: boolean;
  today: Date;
  /** The question the member already answered: kept without typing the answer again. */
  answeredQuestionId?: string | null;
}) {
  const { switches, banks, payoutLocked, today, answeredQuestionId = null } = options;
  const required = vmsg('required');
  return z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      gender: z.string(),
      dob_day: z.string(),
      dob_month: z.string(),
      dob_year: z.string(),
      line_id: z.string(),
      security_question_id: z.string(),
      security_answer: z.string(),
      register_channal_id: z.string(),
      email: z.string(),
      payout: z.enum(['bank', 'crypto']),
      bank_currency_information_id: z.string(),
      bank_no: z.string(),
      crypto_network: z.string(),
      wallet_address: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof DetailsValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.first_name.trim()) issue('first_name', required);
      if (!values.last_name.trim()) issue('last_name', required);
      if (switches.profile_gender && !values.gender) issue('gender', required);
      if (switches.profile_register_channel && !values.register_channal_id)
        issue('register_channal_id', required);
      if (switches.email_required && !values.email.trim()) issue('email', required);

      const dob = joinDob(values);
      if (dob === null) {
        if (switches.profile_dob) issue('dob_day', required);
      } else if (!DateOfBirth.safeParse(dob).success) {
        issue('dob_day', vmsg('invalid_date'));
      } else if (ageOn(dob, today) < MINIMUM_AGE) {
        issue('dob_day', vmsg('invalid_age'));
      }

      const keptQuestion = values.security_question_id === answeredQuestionId;
      if (values.security_question_id && !keptQuestion && !values.security_answer.trim())
        issue('security_answer', required);
      if (payoutLocked) return;
      if (values.payout === 'bank') {
        const bank = banks.find((b) => String(b.id) === values.bank_currency_information_id);
        if (!bank) issue('bank_currency_information_id', vmsg('invalid_bank'));
        if (!values.bank_no) issue('bank_no', required);
        else if (!/^\d+$/.test(values.bank_no)) issue('bank_no', vmsg('digits_only'));
        else if (
          bank &&
          bank.account_lengths.length > 0 &&
          !bank.account_lengths.includes(values.bank_no.length)
        )
          issue('bank_no', vmsg('invalid_account_length', { lengths: bank.account_lengths.join(', ') }));
      } else {
        const network = CRYPTO_NETWORKS.find((n) => n === values.crypto_network);
        if (!network) issue('crypto_network', required);
        if (!values.wallet_address.trim()) issue('wallet_address', required);
        else if (network && !isWalletAddressFor(network, values.wallet_address.trim()))
          issue('wallet_address', vmsg('invalid_wallet_address'));
      }
    });
}

/** The PATCH body: only filled fields, payout only when it may still be set. */
export function toProfileUpdate(values: DetailsValues, payoutLocked: boolean): ProfileUpdate {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const id = (value: string) => (value ? Number(value) : undefined);
  const body: Record<string, unknown> = {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    gender: values.gender || undefined,
    DOB: joinDob(values) ?? undefined,
    line_id: text(values.line_id),
    // A question goes with its answer; an unchanged, already answered question is not sent again.
    security_question_id: text(values.security_answer) ? id(values.security_question_id) : undefined,
    security_answer: values.security_question_id ? text(values.security_answer) : undefined,
    register_channal_id: id(values.register_channal_id),
    email: text(values.email),
  };
  if (!payoutLocked && values.payout === 'bank') {
    body['bank_currency_information_id'] = id(values.bank_currency_information_id);
    body['bank_no'] = values.bank_no;
  }
  if (!payoutLocked && values.payout === 'crypto') {
    body['crypto_network'] = values.crypto_network;
    body['wallet_address'] = values.wallet_address.trim();
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return ProfileUpdate.parse(body);
}

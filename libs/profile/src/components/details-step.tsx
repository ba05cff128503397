import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useApiClient } from '@casino/api-client';
import { authKeys } from '@casino/auth';
import { useZodForm } from '@casino/forms';
import { CRYPTO_NETWORKS, MINIMUM_AGE, profileApi } from '@casino/contracts';
import type {
  AuthenticatedUser,
  BankCurrencyInformation,
  MemberSecurityQuestion,
  RegisterChannel,
  SecurityQuestion,
} from '@casino/contracts';
import { displayCode, formatBankAccount } from '@casino/i18n';
import type { LanguageCode } from '@casino/contracts';
import { BankAccount, Button, Inline, Select, Stack, TextInput, useToast } from '@casino/ui-kit';
import { profileKeys } from '../api/keys';
import { useProfileText } from '../text';
import { detailsSchema, toProfileUpdate, type DetailsSwitches, type DetailsValues } from './details-schema';

export interface DetailsStepProps {
  user: AuthenticatedUser;
  lang: LanguageCode;
  switches: DetailsSwitches;
  banks: readonly BankCurrencyInformation[];
  questions: readonly SecurityQuestion[];
  channels: readonly RegisterChannel[];
  chosenQuestion: MemberSecurityQuestion | null;
  /** Payout details are set once (step 2 done); support changes them. */
  payoutLocked: boolean;
  onSaved: () => void;
}

function initialValues(user: AuthenticatedUser, chosen: MemberSecurityQuestion | null): DetailsValues {
  const [year = '', month = '', day = ''] = user.DOB?.split('-') ?? [];
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    gender: user.gender ?? '',
    dob_day: day ? String(Number(day)) : '',
    dob_month: month ? String(Number(month)) : '',
    dob_year: year,
    line_id: '',
    security_question_id: chosen ? String(chosen.security_question_id) : '',
    security_answer: '',
    register_channal_id: user.register_channal_id ? String(user.register_channal_id) : '',
    email: user.email ?? '',
    payout: 'bank',
    bank_currency_information_id: user.bank_currency_information_id
      ? String(user.bank_currency_information_id)
      : '',
    bank_no: user.bank_no ?? '',
    crypto_network: '',
    wallet_address: '',
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** Step 2: personal details and payout details (a bank account or a crypto wallet). */
export function DetailsStep(props: DetailsStepProps) {
  const { user, lang, switches, banks, questions, channels, chosenQuestion, payoutLocked, onSaved } = props;
  const t = useProfileText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const today = useMemo(() => new Date(), []);
  const schema = useMemo(
    () =>
      detailsSchema({
        switches,
        banks,
        payoutLocked,
        today,
        answeredQuestionId: chosenQuestion?.has_answer ? String(chosenQuestion.security_question_id) : null,
      }),
    [switches, banks, payoutLocked, today, chosenQuestion],
  );
  const form = useZodForm(schema, {
    defaultValues: initialValues(user, chosenQuestion),
    // The account or wallet is already someone else's: said on the payout field in use.
    reasonFields: (values) => ({
      BANK_ACCOUNT_TAKEN: values.payout === 'bank' ? 'bank_no' : 'wallet_address',
    }),
  });
  const [firstName, lastName, payout, bankNo] = form.form.watch([
    'first_name',
    'last_name',
    'payout',
    'bank_no',
  ]);
  const fullName = `${firstName.trim()} ${lastName.trim()}`.trim();
  // The date of birth is one answer in three selects: its error is the group's, under all three.
  const dobErrorId = useId();
  const dobError = form.error('dob_day');
  const dobInvalid = dobError ? { 'aria-invalid': true, 'aria-describedby': dobErrorId } : {};

  const monthNames = new Intl.DateTimeFormat(displayCode(lang), { month: 'long', timeZone: 'UTC' });
  const youngestYear = today.getUTCFullYear() - MINIMUM_AGE;

  const submit = form.submit(async (values) => {
    const body = toProfileUpdate(values, payoutLocked);
    if (!payoutLocked) {
      await client.create(
        profileApi.verifyBankInfo,
        values.payout === 'bank'
          ? {
              bank_currency_information_id: Number(values.bank_currency_information_id),
              bank_no: values.bank_no,
            }
          : {
              crypto_network: values.crypto_network as (typeof CRYPTO_NETWORKS)[number],
              wallet_address: values.wallet_address.trim(),
            },
        { silent: true },
      );
    }
    await client.patch(profileApi.profilePatch, user.id, body, { silent: true });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.profile() }),
    ]);
    // Spec 8's profile-update message: the step gives way to the next, so it is said site-wide.
    toast.show({ message: t('details.saved'), tone: 'positive' });
    onSaved();
  });

  return (
    <form {...submit} aria-label={t('steps.details')}>
      <Stack gap="lg">
        <fieldset>
          <legend>{t('details.personal')}</legend>
          <Stack gap="md">
            <TextInput
              label={t('details.firstName')}
              autoComplete="given-name"
              {...form.field('first_name')}
            />
            <TextInput
              label={t('details.lastName')}
              autoComplete="family-name"
              {...form.field('last_name')}
            />
            <TextInput label={t('details.fullName')} value={fullName} readOnly />
            <Select
              label={t('details.gender')}
              placeholder={t('details.genderChoose')}
              options={[
                { value: 'male', label: t('details.male') },
                { value: 'female', label: t('details.female') },
              ]}
              {...form.field('gender')}
            />
            <fieldset aria-describedby={dobError ? dobErrorId : undefined}>
              <legend>{t('details.dob')}</legend>
              <Inline gap="sm">
                <Select
                  label={t('details.day')}
                  placeholder="-"
                  options={range(1, 31).map((d) => ({ value: String(d), label: String(d) }))}
                  {...form.form.register('dob_day')}
                  {...dobInvalid}
                />
                <Select
                  label={t('details.month')}
                  placeholder="-"
                  options={range(1, 12).map((m) => ({
                    value: String(m),
                    label: monthNames.format(Date.UTC(2000, m - 1, 1)),
                  }))}
                  {...form.form.register('dob_month')}
                  {...dobInvalid}
                />
                <Select
                  label={t('details.year')}
                  placeholder="-"
                  options={range(youngestYear, 1900).map((y) => ({ value: String(y), label: String(y) }))}
                  {...form.form.register('dob_year')}
                  {...dobInvalid}
                />
              </Inline>
              {dobError ? (
                <p id={dobErrorId} role="alert">
                  {dobError}
                </p>
              ) : null}
            </fieldset>
            <TextInput label={t('details.lineId')} {...form.field('line_id')} />
            <Select
              label={t('details.securityQuestion')}
              placeholder={t('details.securityQuestionChoose')}
              options={questions.map((q) => ({ value: String(q.id), label: q.question }))}
              {...form.field('security_question_id')}
            />
            <TextInput label={t('details.securityAnswer')} {...form.field('security_answer')} />
            <Select
              label={t('details.registerChannel')}
              placeholder={t('details.registerChannelChoose')}
              options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
              {...form.field('register_channal_id')}
            />
            <TextInput
              type="email"
              label={t('details.email')}
              autoComplete="email"
              {...form.field('email')}
            />
          </Stack>
        </fieldset>
        <fieldset>
          <legend>{t('details.payout')}</legend>
          {payoutLocked ? (
            <Stack gap="sm">
              {user.bank_no ? (
                <BankAccount
                  accountNumber={user.bank_no}
                  format={formatBankAccount}
                  bankName={banks.find((b) => b.id === user.bank_currency_information_id)?.bank_name}
                />
              ) : null}
              <p>{t('details.payoutLocked')}</p>
            </Stack>
          ) : (
            <Stack gap="md">
              <Select
                label={t('details.payoutKind')}
                options={[
                  { value: 'bank', label: t('details.bankKind') },
                  { value: 'crypto', label: t('details.cryptoKind') },
                ]}
                {...form.field('payout')}
              />
              {payout === 'bank' ? (
                <>
                  <Select
                    label={t('details.bank')}
                    placeholder={t('details.bankChoose')}
                    options={banks.map((b) => ({ value: String(b.id), label: b.bank_name }))}
                    {...form.field('bank_currency_information_id')}
                  />
                  <TextInput
                    label={t('details.bankNo')}
                    restrict="numeric"
                    inputMode="numeric"
                    maxLength={20}
                    hint={bankNo ? formatBankAccount(bankNo) : undefined}
                    {...form.field('bank_no')}
                  />
                </>
              ) : (
                <>
                  <Select
                    label={t('details.network')}
                    placeholder={t('details.networkChoose')}
                    options={CRYPTO_NETWORKS.map((n) => ({ value: n, label: n }))}
                    {...form.field('crypto_network')}
                  />
                  <TextInput
                    label={t('details.walletAddress')}
                    autoComplete="off"
                    {...form.field('wallet_address')}
                  />
                </>
              )}
            </Stack>
          )}
        </fieldset>
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" loading={form.busy}>
          {t('details.save')}
        </Button>
      </Stack>
    </form>
  );
}

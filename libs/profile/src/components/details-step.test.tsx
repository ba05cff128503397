import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, otpApi, profileApi } from '@casino/contracts';
import { activeSteps, newMember, verification } from '../testing/fixtures';
import { profileHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { ProfileSteps } from './profile-steps';

const server = setupMswServer();
const stepTwo = verification({ phone_verified: true, verify_state: 2 });

async function fillNamesAndBank(user: ReturnType<typeof userEvent.setup>, bankNo = '1234567890') {
  await user.type(await screen.findByLabelText('First name'), 'Somchai');
  await user.type(screen.getByLabelText('Last name'), 'Jaidee');
  await user.selectOptions(screen.getByLabelText('Bank'), 'Kasikorn Bank');
  await user.type(screen.getByLabelText('Account number'), bankNo);
}

describe('step 2: personal and payout details', () => {
  it('derives the full name and shows the account number grouped 3-6-1', async () => {
    server.use(...profileHandlers({ status: stepTwo }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await fillNamesAndBank(user);
    expect(screen.getByLabelText('Full name')).toHaveValue('Somchai Jaidee');
    expect(screen.getByText('123-456789-0')).toBeInTheDocument();
  });

  it('keeps only digits in the account number', async () => {
    server.use(...profileHandlers({ status: stepTwo }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await fillNamesAndBank(user, '12ab34-5');
    expect(screen.getByLabelText('Account number')).toHaveValue('12345');
  });

  it('marks the required fields and the bank length, with the optional ones off', async () => {
    server.use(...profileHandlers({ status: stepTwo }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Kasikorn Bank');
    await user.type(screen.getByLabelText('Account number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account number must have 10 digits')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Gender')).not.toHaveAttribute('aria-invalid');
    // The first field in the page that needs fixing takes the focus.
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('requires DOB, gender, channel and email when the global config turns them on', async () => {
    server.use(
      ...profileHandlers({
        status: stepTwo,
        config: {
          profile_dob: true,
          profile_gender: true,
          profile_register_channel: true,
          email_required: true,
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await fillNamesAndBank(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    expect(screen.getByLabelText('Gender')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a member under 18', async () => {
    // Born 1 December 18 years back is under 18 only before 1 December: today is pinned to mid-June (the
    // clock still runs), so the test does not fail every December.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(Date.UTC(2026, 5, 15, 12)));
    try {
      server.use(...profileHandlers({ status: stepTwo }));
      const user = userEvent.setup();
      renderWithProviders(<ProfileSteps />);
      await fillNamesAndBank(user);
      await user.selectOptions(screen.getByLabelText('Day'), '1');
      await user.selectOptions(screen.getByLabelText('Month'), 'December');
      await user.selectOptions(screen.getByLabelText('Year'), '2008');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('You must be over 18')).toBeInTheDocument();
      // One answer in three selects: each is marked and described by the group's message, the first focused.
      for (const part of ['Day', 'Month', 'Year']) {
        expect(screen.getByLabelText(part)).toHaveAccessibleDescription('You must be over 18');
      }
      expect(screen.getByLabelText('Day')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the bank account is held by another member', async () => {
    server.use(
      mockEndpoint(profileApi.verifyBankInfo, () =>
        errorReply({ code: 409, reason: 'BANK_ACCOUNT_TAKEN', message: 'taken' }),
      ),
      ...profileHandlers({ status: stepTwo }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await fillNamesAndBank(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const account = screen.getByLabelText('Account number');
    await waitFor(() =>
      expect(account).toHaveAccessibleDescription(
        /This bank account or wallet address is already registered to another member$/,
      ),
    );
    expect(account).toHaveFocus();
  });

  it('checks a crypto wallet address against the network', async () => {
    server.use(...profileHandlers({ status: stepTwo }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await user.type(await screen.findByLabelText('First name'), 'Somchai');
    await user.type(screen.getByLabelText('Last name'), 'Jaidee');
    await user.selectOptions(screen.getByLabelText('Receive payouts by'), 'Crypto wallet');
    await user.selectOptions(screen.getByLabelText('Network'), 'TRC20');
    await user.type(screen.getByLabelText('Wallet address'), '0x52908400098527886e0f7030069857d2e4169ee7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid wallet address for this network')).toBeInTheDocument();
  });

  it('checks the account, saves the details and moves to step 3', async () => {
    const checked: unknown[] = [];
    const saved: unknown[] = [];
    let status = stepTwo;
    server.use(
      mockEndpoint(otpApi.otpStatusFind, () => ({ total: 1, limit: 10, skip: 0, data: [status] })),
      mockEndpoint(memberApi.activeStepFind, () => ({
        total: 3,
        limit: 10,
        skip: 0,
        data: activeSteps(status.verify_state),
      })),
      mockEndpoint(profileApi.verifyBankInfo, ({ body }) => {
        checked.push(body);
        return { available: true as const };
      }),
      mockEndpoint(profileApi.profilePatch, ({ body, id }) => {
        saved.push({ id, body });
        status = verification({ phone_verified: true, verify_state: 3 });
        return {
          ...newMember,
          first_name: 'Somchai',
          line_id: 'somchai.j',
          security_question_id: null,
          crypto_network: null,
          wallet_address: null,
          phone_verified: true,
          email_verified: false,
          profile_complete: true,
        };
      }),
      ...profileHandlers({ status: stepTwo }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    await fillNamesAndBank(user);
    await user.type(screen.getByLabelText('Line ID'), 'somchai.j');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Contact Live chat' })).toHaveAttribute(
      'href',
      'https://chat.example',
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Your profile has been saved',
    );
    expect(checked).toEqual([{ bank_currency_information_id: 3, bank_no: '1234567890' }]);
    expect(saved).toEqual([
      {
        id: '11',
        body: {
          first_name: 'Somchai',
          last_name: 'Jaidee',
          line_id: 'somchai.j',
          bank_currency_information_id: 3,
          bank_no: '1234567890',
        },
      },
    ]);
  });
});

describe('the stepper', () => {
  it('marks the current step and disables the steps not yet open', async () => {
    server.use(...profileHandlers());
    renderWithProviders(<ProfileSteps />);
    const nav = await screen.findByRole('navigation', { name: 'Profile steps' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\. Verify/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /2\. Personal/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /3\. Free credit/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lets the member pick an open step or move next', async () => {
    server.use(...profileHandlers({ status: verification({ phone_verified: true, verify_state: 3 }) }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileSteps />);
    const first = await screen.findByRole('button', { name: /1\. Verify/ });
    expect(screen.getByRole('button', { name: /3\. Free credit/ })).toHaveAttribute('aria-current', 'step');
    await user.click(first);
    expect(first).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /2\. Personal/ })).toHaveAttribute('aria-current', 'step');
    expect(
      await screen.findByText('Payout details are set; contact support to change them'),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import { RegisterForm } from './register-form';
import type { RegisterFormProps } from './register-form';
import { accessTokenAtom } from '../session';
import { authResult, member } from '../testing/fixtures';
import { mockRegistrationOptions } from '../testing/registration-mocks';
import { renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

function renderForm(props: Partial<RegisterFormProps> = {}, path = '/en/register') {
  return renderWithProviders(<RegisterForm languageId={1} {...props} />, { path });
}

async function fillForm(phone: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByLabelText('I am 18 or over and accept the terms and conditions'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

/** Accepts the registration and the login that follows it; returns what each received. */
function acceptRegistration() {
  const sent: { register?: unknown; login?: unknown } = {};
  server.use(
    mockEndpoint(publicApi.register, ({ body }) => {
      sent.register = body;
      return member;
    }),
    mockEndpoint(publicApi.login, ({ body }) => {
      sent.login = body;
      return authResult('jwt-new');
    }),
  );
  return sent;
}

describe('RegisterForm', () => {
  it('registers with the phone as username, logs the new member in and reports the session', async () => {
    mockRegistrationOptions(server);
    const sent = acceptRegistration();
    const onRegistered = vi.fn();
    const { store } = renderForm({ onRegistered });

    await fillForm('0812345678', 'Secret12', 'Secret12');

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(authResult('jwt-new')));
    expect(sent.register).toEqual({
      username: '0812345678',
      phone: '0812345678',
      password: 'Secret12',
      confirm_password: 'Secret12',
      country_code: 'TH',
      currencyId: 1,
      subscribe_email: false,
      terms_condition: true,
    });
    expect(sent.login).toEqual({ strategy: 'local', username: '0812345678', password: 'Secret12' });
    expect(store.get(accessTokenAtom)).toBe('jwt-new');
  });

  it('defaults to the general config country and currency and offers no crypto currency', async () => {
    mockRegistrationOptions(server);
    renderForm();

    expect(await screen.findByLabelText('Country code')).toHaveValue('TH');
    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveValue('1');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MYR (RM)', 'THB (B)']);
  });

  it('keeps the phone to digits and applies the chosen country lengths', async () => {
    mockRegistrationOptions(server);
    renderForm();
    const user = userEvent.setup();

    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '08a1-23');
    expect(phone).toHaveValue('08123');
    expect(phone).toHaveAccessibleDescription('Digits only, 9 to 10 digits');
    await user.selectOptions(screen.getByLabelText('Country code'), 'ID');
    expect(phone).toHaveAccessibleDescription('Digits only, 9 to 12 digits');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('At least 9 digits')).toBeInTheDocument();
    expect(phone).toHaveFocus();
  });

  it('checks the password rules and the confirmation on the client', async () => {
    mockRegistrationOptions(server);
    renderForm();

    await fillForm('0812345678', 'secret', 'other');

    expect(await screen.findByText('At least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('requires the terms and age checkbox', async () => {
    mockRegistrationOptions(server);
    renderForm();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const terms = screen.getByLabelText('I am 18 or over and accept the terms and conditions');
    await waitFor(() =>
      expect(terms).toHaveAccessibleDescription('You must be 18 or over and accept the terms and conditions'),
    );
    expect(terms).toHaveFocus();
  });

  it('asks for 8 characters in Indonesian and 6 in English', async () => {
    mockRegistrationOptions(server);
    renderForm({}, '/id/register');

    await fillForm('0812345678', 'Secre12', 'Secre12');

    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
  });

  it('links the terms checkbox to the terms page in the page language', async () => {
    mockRegistrationOptions(server);
    renderForm({}, '/th/register');

    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/th/terms-and-conditions',
    );
  });

  it('prefills the referral code and checks it on blur, clearing the mark once valid', async () => {
    mockRegistrationOptions(server);
    server.use(mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: false })));
    renderForm({ initialRefCode: 'NOPE1' });
    const user = userEvent.setup();

    const refCode = await screen.findByLabelText('Referral code (optional)');
    expect(refCode).toHaveValue('NOPE1');
    await user.click(refCode);
    await user.tab();

    await waitFor(() => expect(refCode).toHaveAccessibleDescription('Invalid referral code'));
    server.use(mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: true })));
    await user.clear(refCode);
    await user.type(refCode, 'REF11');
    await user.tab();

    await waitFor(() => expect(refCode).not.toHaveAttribute('aria-invalid'));
  });

  it('asks for the email when the global config turns it on, and requires it when told', async () => {
    mockRegistrationOptions(server, { register_with_email: true, email_required: true });
    renderForm();

    await fillForm('0812345678', 'Secret12', 'Secret12');

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('This field is required');
  });

  it('shows no email field when the global config leaves it off', async () => {
    mockRegistrationOptions(server);
    renderForm();

    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
  });

  it('puts "This username is already taken" on the phone field', async () => {
    mockRegistrationOptions(server);
    server.use(
      mockEndpoint(publicApi.register, () =>
        errorReply({
          code: 409,
          reason: 'USERNAME_TAKEN',
          message: 'This username is already taken',
          errors: [{ field: 'body.username', message: 'This username is already taken' }],
        }),
      ),
    );
    renderForm();

    await fillForm('0812345678', 'Secret12', 'Secret12');

    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/This username is already taken$/));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
  });

  it('maps the server field errors onto their fields, in the page language', async () => {
    mockRegistrationOptions(server);
    server.use(
      mockEndpoint(publicApi.register, () =>
        errorReply({
          code: 400,
          reason: 'VALIDATION_FAILED',
          message: 'Incorrect information',
          errors: [
            { field: 'body.currencyId', message: 'Choose a currency' },
            { field: 'body.phone', message: 'At least 10 digits' },
          ],
        }),
      ),
    );
    renderForm();

    await fillForm('081234567', 'Secret12', 'Secret12');

    await waitFor(() =>
      expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Choose a currency'),
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/At least 10 digits$/);
  });

  it('shows a refused referral code on its field', async () => {
    mockRegistrationOptions(server);
    server.use(
      mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: true })),
      mockEndpoint(publicApi.register, () =>
        errorReply({ code: 400, reason: 'INVALID_REFERRAL_CODE', message: 'Invalid referral code' }),
      ),
    );
    renderForm({ initialRefCode: 'GONE1' });

    await fillForm('0812345678', 'Secret12', 'Secret12');

    await waitFor(() =>
      expect(screen.getByLabelText('Referral code (optional)')).toHaveAccessibleDescription(
        'Invalid referral code',
      ),
    );
  });

  it('runs the phone verification step first and sends its token', async () => {
    mockRegistrationOptions(server);
    const sent = acceptRegistration();
    const verifyPhone = vi.fn(async () => 'verify-token-1');
    const onRegistered = vi.fn();
    renderForm({ verifyPhone, onRegistered });

    await fillForm('0812345678', 'Secret12', 'Secret12');

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(verifyPhone).toHaveBeenCalledWith({ phone: '0812345678', country_code: 'TH' });
    expect(sent.register).toMatchObject({ otp_verify_token: 'verify-token-1' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { publicApi } from '@casino/contracts';
import { RegisterForm } from './register-form';
import {
  generalConfig,
  globalConfig,
  list,
  member,
  passwordConfig,
  thailand,
  thb,
} from '../testing/fixtures';
import { setupMswServer } from '../testing/msw';
import { renderWithProviders } from '../testing/render';

const server = setupMswServer();

function mockOptions() {
  server.use(
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(publicApi.globalConfigFind, () => list([globalConfig])),
    mockEndpoint(publicApi.passwordConfigFind, () => list([passwordConfig])),
    mockEndpoint(publicApi.countryFind, () => list([thailand])),
    mockEndpoint(publicApi.currencyFind, () => list([thb])),
  );
}

async function fillForm(phone: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByLabelText('I am 18 or over and accept the terms and conditions'));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterForm', () => {
  it('sends the phone as username with the default country and currency', async () => {
    mockOptions();
    let sent: unknown;
    server.use(
      mockEndpoint(publicApi.register, ({ body }) => {
        sent = body;
        return member;
      }),
    );
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm languageId={1} onRegistered={onRegistered} />);

    await fillForm('0812345678', 'Secret12', 'Secret12');

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(member));
    expect(sent).toMatchObject({
      username: '0812345678',
      phone: '0812345678',
      password: 'Secret12',
      country_code: 'TH',
      currencyId: 1,
      terms_condition: true,
      subscribe_email: false,
    });
  });

  it('checks the password rules and the confirmation on the client', async () => {
    mockOptions();
    renderWithProviders(<RegisterForm languageId={1} />);

    await fillForm('0812345678', 'secret', 'other');

    expect(await screen.findByText('At least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('applies the chosen country phone lengths', async () => {
    mockOptions();
    renderWithProviders(<RegisterForm languageId={1} />);

    await fillForm('08123', 'Secret12', 'Secret12');

    expect(await screen.findByText('At least 9 digits')).toBeInTheDocument();
  });

  it('puts "This username is already taken" on the phone field', async () => {
    mockOptions();
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
    renderWithProviders(<RegisterForm languageId={1} />);

    await fillForm('0812345678', 'Secret12', 'Secret12');

    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });
});

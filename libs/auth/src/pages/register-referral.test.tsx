import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint } from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import { rememberReferralCode, rememberedReferralCode } from '../referral-code';
import { authResult, emptyWallet, english, list, member } from '../testing/fixtures';
import { mockRegistrationOptions } from '../testing/registration-mocks';
import { renderWithProviders, setupMswServer } from '../testing/render';
import { RegisterPage } from './register-page';

const server = setupMswServer();

afterEach(() => localStorage.clear());

function registration() {
  mockRegistrationOptions(server);
  server.use(
    mockEndpoint(publicApi.languageFind, ({ query }) => list(query['code'] === 'en' ? [english] : [])),
    mockEndpoint(publicApi.checkRefcodeGet, ({ id }) => ({ ref_code: id ?? '', valid: true })),
  );
}

describe('the register page and a referral link followed earlier', () => {
  it('prefills the kept code when the address has none, and forgets it once registered', async () => {
    registration();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(publicApi.register, ({ body }) => {
        bodies.push(body);
        return member;
      }),
      mockEndpoint(publicApi.login, () => authResult('jwt-1')),
      mockEndpoint(memberApi.walletFind, () => list([emptyWallet])),
    );
    rememberReferralCode('KEPT42');
    renderWithProviders(<RegisterPage />, { path: '/en/register' });
    const user = userEvent.setup();

    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('KEPT42');
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.click(screen.getByLabelText('I am 18 or over and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(bodies).toEqual([expect.objectContaining({ ref_code: 'KEPT42' })]);
    expect(rememberedReferralCode()).toBeNull();
  });

  it('prefers the code in the address to the kept one', async () => {
    registration();
    rememberReferralCode('KEPT42');
    renderWithProviders(<RegisterPage />, { path: '/en/register?ref_code=LINK77' });
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('LINK77');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../testing/fixtures';
import {
  affiliateMemberHandlers,
  affiliateVisitorHandlers,
  createAffiliateStore,
  renderAt,
  setupMswServer,
} from '../testing/render';
import { AffiliatePage } from './affiliate-page';

const server = setupMswServer();

describe('AffiliatePage', () => {
  it('tells a visitor how the programme works and invites them to register', async () => {
    server.use(...affiliateVisitorHandlers());
    renderAt(<AffiliatePage />, '/en/affiliate');

    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate programme' })).toBeInTheDocument();
    const register = await screen.findByRole('link', { name: 'Register now' });
    expect(register).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Share your link',
      'A friend registers',
      'They play',
      'You earn every business day',
      'Move it to your wallet',
    ]);
    // The operator's article, each paragraph as text.
    expect(await screen.findByRole('heading', { level: 2, name: 'Affiliate terms' })).toBeInTheDocument();
    expect(screen.getByText('Self-referral and circular referral earn nothing.')).toBeInTheDocument();
  });

  it("shows a member's rate and the way to their affiliate account", async () => {
    server.use(...affiliateMemberHandlers());
    renderAt(<AffiliatePage />, '/th/promotions/affiliate');

    expect(
      await screen.findByText('You earn 5.00% of your referred members’ net loss every business day.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Active: you earn from your referred members every business day'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-rate')).toHaveTextContent('5.00% of net loss');
    expect(screen.getByRole('link', { name: 'Go to my affiliate account' })).toHaveAttribute(
      'href',
      '/th/setting/affiliate',
    );
    expect(screen.queryByRole('link', { name: 'Register now' })).not.toBeInTheDocument();
  });

  it('asks before replacing another active bonus, then joins', async () => {
    const store = createAffiliateStore({
      member: buildMember({ joined: false, active_bonus: 'cashback', base: 'turnover', rate: '0.50' }),
    });
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliatePage />, '/en/affiliate');

    expect(await screen.findByText('Not active: activate referral to start earning')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-rate')).toHaveTextContent('0.50% of turnover');
    await user.click(screen.getByRole('button', { name: 'Activate referral' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your active bonus?' });
    expect(dialog).toHaveTextContent('You already have cashback active. Activating referral ends it.');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));

    expect(
      await screen.findByText('Active: you earn from your referred members every business day'),
    ).toBeInTheDocument();
    expect(store.writes).toEqual([
      { endpoint: 'affiliate-member', body: { replace: false } },
      { endpoint: 'affiliate-member', body: { replace: true } },
    ]);
  });

  it('keeps the other bonus when the member cancels the replacement', async () => {
    const store = createAffiliateStore({ member: buildMember({ joined: false, active_bonus: 'promotion' }) });
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliatePage />, '/en/affiliate');

    await user.click(await screen.findByRole('button', { name: 'Activate referral' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your active bonus?' });
    expect(dialog).toHaveTextContent('You already have a promotion active.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Not active: activate referral to start earning')).toBeInTheDocument();
    expect(store.writes).toEqual([{ endpoint: 'affiliate-member', body: { replace: false } }]);
  });

  it('says the programme is not open to a member without the privilege', async () => {
    server.use(...affiliateMemberHandlers(createAffiliateStore({ privileged: false })));
    renderAt(<AffiliatePage />, '/en/affiliate');

    expect(
      await screen.findByText('The affiliate programme is not open to your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to my affiliate account' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMember, buildProfile } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore, renderAt, setupMswServer } from '../testing/render';
import { AffiliateOverviewPage } from './overview-page';

const server = setupMswServer();
const PATH = '/en/setting/affiliate';

describe('AffiliateOverviewPage', () => {
  it('shows the referral link and code, the QR code of the link and the totals', async () => {
    server.use(...affiliateMemberHandlers());
    renderAt(<AffiliateOverviewPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate' })).toBeInTheDocument();
    const link = `${window.location.origin}/en/affiliate_v2/JADE2026`;
    expect(await screen.findByTestId('affiliate-link')).toHaveTextContent(link);
    expect(screen.getByTestId('affiliate-code')).toHaveTextContent('JADE2026');
    const qr = screen.getByRole('img', { name: 'QR code of your referral link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');

    const totals = within(screen.getByRole('region', { name: 'Your totals' }));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Link clicks',
      'Referred members',
      'Active members (30 days)',
      'Total income',
      'Affiliate balance',
    ]);
    expect(totals.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '48',
      '12',
      '5',
      '฿3,412.50',
      '฿1,250.00',
    ]);
    expect(await screen.findByText('Active: you earn from your referred members every business day'));

    const sections = within(screen.getByRole('navigation', { name: 'Affiliate sections' }));
    expect(
      sections.getAllByRole('link').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/en/setting/affiliate'],
      ['Income', '/en/setting/affiliate/income'],
      ['Members', '/en/setting/affiliate/member'],
      ['Statistics', '/en/setting/affiliate/statistics'],
    ]);
    expect(sections.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('copies the link and the code, saying "Copied" for 2 seconds', async () => {
    server.use(...affiliateMemberHandlers());
    const user = userEvent.setup();
    renderAt(<AffiliateOverviewPage />, PATH);

    await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/en/affiliate_v2/JADE2026`);
    const copied = screen.getAllByText('Copied');
    expect(copied.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByText('Copied')).toEqual([]), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await navigator.clipboard.readText()).toBe('JADE2026');
  });

  it('checks the amount against the minimum and the balance, then transfers after a confirmation', async () => {
    const store = createAffiliateStore();
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliateOverviewPage />, PATH);

    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription('From ฿100.00 up to ฿1,250.00');
    const submit = screen.getByRole('button', { name: 'Transfer' });
    await user.type(amount, '50');
    await user.click(submit);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'From ฿100.00 up to ฿1,250.00 The amount must be at least ฿100.00',
      ),
    );
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(submit);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'From ฿100.00 up to ฿1,250.00 The amount is more than your balance',
      ),
    );
    expect(store.writes).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer to your main wallet?' });
    expect(dialog).toHaveTextContent('Move ฿500.00 from your affiliate balance into your main wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('฿500.00 is now in your main wallet')).toHaveAttribute('role', 'status');
    expect(store.writes).toEqual([
      {
        endpoint: 'affiliate-transfer',
        body: { amount: '500', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
    // The balance and the form's bound are read again.
    await waitFor(() => expect(screen.getByTestId('affiliate-available')).toHaveTextContent('฿750.00'));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('From ฿100.00 up to ฿750.00'));
    expect(amount).toHaveValue('');
  });

  it('moves the whole balance with "Transfer all", and clears the success on the next attempt', async () => {
    const store = createAffiliateStore({ profile: buildProfile({ available: '250.75' }) });
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliateOverviewPage />, PATH);

    await user.click(await screen.findByRole('button', { name: 'Transfer all' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('250.75');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('฿250.75 is now in your main wallet')).toBeInTheDocument();
    // Nothing left: the form makes way for the words, the success line stays.
    expect(await screen.findByText('Nothing to transfer yet')).toBeInTheDocument();
    expect(screen.getByText('฿250.75 is now in your main wallet')).toBeInTheDocument();
  });

  it("places the server's refusal under the amount (the minimum was raised meanwhile)", async () => {
    const store = createAffiliateStore();
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliateOverviewPage />, PATH);

    const amount = await screen.findByLabelText('Amount');
    store.minimum = { ...store.minimum, min_amount: '600.00' };
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The minimum transfer amount is 600\.00$/),
    );
    expect(store.profile.available).toBe('1250.00');
    expect(screen.queryByRole('status', { name: /main wallet/ })).not.toBeInTheDocument();
  });

  it('says when the balance is below the minimum transfer', async () => {
    server.use(
      ...affiliateMemberHandlers(createAffiliateStore({ profile: buildProfile({ available: '40.00' }) })),
    );
    renderAt(<AffiliateOverviewPage />, PATH);
    expect(
      await screen.findByText('Your affiliate balance is below the minimum transfer of ฿100.00'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('joins from the overview, asking before replacing a promotion', async () => {
    const store = createAffiliateStore({ member: buildMember({ joined: false, active_bonus: 'promotion' }) });
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliateOverviewPage />, PATH);

    await user.click(await screen.findByRole('button', { name: 'Activate referral' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your active bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(
      await screen.findByText('Active: you earn from your referred members every business day'),
    ).toBeInTheDocument();
  });

  it('says why when the programme cannot be read', async () => {
    server.use(...affiliateMemberHandlers(createAffiliateStore({ privileged: false })));
    renderAt(<AffiliateOverviewPage />, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This needs a privilege your account does not have',
    );
  });
});

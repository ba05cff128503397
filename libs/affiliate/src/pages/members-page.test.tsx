import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { referredMembers } from '../testing/fixtures';
import { affiliateMemberHandlers, createAffiliateStore, renderAt, setupMswServer } from '../testing/render';
import { AffiliateMembersPage } from './members-page';

const server = setupMswServer();
const PATH = '/en/setting/affiliate/member';

const bodyRows = () => within(screen.getByTestId('affiliate-members')).getAllByRole('row').slice(1);

describe('AffiliateMembersPage', () => {
  it('lists the referred members in a captioned table with their count', async () => {
    server.use(...affiliateMemberHandlers());
    renderAt(<AffiliateMembersPage />, PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Referred members' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members you referred' });
    expect(screen.getByText('12 members')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['No.', 'Username', 'Joined', 'Level', 'Turnover', 'Net loss', 'Last played']);
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('12081****678'));
    expect(bodyRows()[0]).toHaveTextContent('Silver฿1,000.00฿200.0026/11/2026');
    // No level; a member who has not played yet.
    expect(bodyRows()[1]).toHaveTextContent('—');
    expect(bodyRows()[2]).toHaveTextContent('Not yet');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches by part of the username from page 1, and clears the search', async () => {
    const store = createAffiliateStore({ members: referredMembers(45) });
    server.use(...affiliateMemberHandlers(store));
    const user = userEvent.setup();
    renderAt(<AffiliateMembersPage />, PATH);

    await screen.findByText('45 members');
    expect(bodyRows()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Member list pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(/^25/));

    const search = within(screen.getByRole('search')).getByLabelText('Search by username');
    await user.type(search, '555');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('9 members')).toBeInTheDocument();
    for (const row of bodyRows()) expect(row).toHaveTextContent('086****555');
    expect(bodyRows()[0]).toHaveTextContent(/^43/);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('45 members')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('says when no member matches', async () => {
    server.use(...affiliateMemberHandlers());
    const user = userEvent.setup();
    renderAt(<AffiliateMembersPage />, PATH);

    await user.type(await screen.findByLabelText('Search by username'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No referred member matches “zzz”')).toBeInTheDocument();
  });

  it('says when the member has referred nobody yet', async () => {
    server.use(...affiliateMemberHandlers(createAffiliateStore({ members: [] })));
    renderAt(<AffiliateMembersPage />, PATH);
    expect(await screen.findByText('You have not referred anyone yet')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import * as api from '@casino/contracts/safer-gambling';
import { limitsWithPending } from '../testing/fixtures';
import { renderAt, saferGamblingHandlers, setupMswServer } from '../testing/render';
import { SaferGamblingPage } from './safer-gambling-page';

const server = setupMswServer(...saferGamblingHandlers());

const limitItem = (name: string) => screen.getByRole('listitem', { name });

describe('the safer gambling page', () => {
  it('sets a first deposit limit at once and holds a raise as pending until it can be cancelled', async () => {
    const user = userEvent.setup();
    renderAt(<SaferGamblingPage />);
    await screen.findByRole('heading', { name: 'Daily deposit limit' });
    const daily = limitItem('Daily deposit limit');
    expect(within(daily).getByText('No limit set')).toBeInTheDocument();

    await user.type(within(daily).getByLabelText('New limit (THB)'), '1000');
    await user.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect(await within(daily).findByText('Current limit: B1,000')).toBeInTheDocument();
    expect(within(daily).getByRole('status')).toHaveTextContent('Saved: the new limit applies now.');

    await user.type(within(daily).getByLabelText('New limit (THB)'), '3000');
    await user.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect(await within(daily).findByText(/^Changes to B3,000 on /)).toBeInTheDocument();
    expect(within(daily).getByText('Current limit: B1,000')).toBeInTheDocument();
    expect(within(daily).getByRole('status')).toHaveTextContent(/^Saved: the change applies on /);

    await user.click(within(daily).getByRole('button', { name: 'Cancel the change' }));
    expect(
      await within(daily).findByText('The change was cancelled; your current limit stays.'),
    ).toBeInTheDocument();
    expect(within(daily).queryByText(/^Changes to/)).not.toBeInTheDocument();
  });

  it("shows this period's use, what is left and a pending change from the API", async () => {
    server.use(...saferGamblingHandlers(limitsWithPending));
    renderAt(<SaferGamblingPage />);
    await screen.findByRole('heading', { name: 'Daily deposit limit' });
    const daily = limitItem('Daily deposit limit');
    expect(within(daily).getByText('Deposited this period: B400')).toBeInTheDocument();
    expect(within(daily).getByText(/^Left until .*: B600$/)).toBeInTheDocument();
    expect(within(daily).getByText(/^Changes to B5,000 on /)).toBeInTheDocument();
    expect(
      within(limitItem('Weekly loss limit')).getByText('Net loss this period: B150'),
    ).toBeInTheDocument();
  });

  it('checks the amount before sending it', async () => {
    const user = userEvent.setup();
    renderAt(<SaferGamblingPage />);
    await screen.findByRole('heading', { name: 'Daily loss limit' });
    const loss = limitItem('Daily loss limit');
    await user.type(within(loss).getByLabelText('New limit (THB)'), '0');
    await user.click(within(loss).getByRole('button', { name: 'Save limit' }));
    expect(await within(loss).findByText('The amount must be more than 0')).toBeInTheDocument();
    expect(within(loss).getByLabelText('New limit (THB)')).toHaveFocus();
  });

  it('sets the session limit and the reminder interval', async () => {
    const user = userEvent.setup();
    renderAt(<SaferGamblingPage />);
    await user.type(await screen.findByLabelText('Minutes per login (1 to 1440)'), '90');
    const session = screen.getByRole('group', { name: 'Session time limit' });
    await user.click(within(session).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Current limit: 90 min per login')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Remind me'), 'Every 30 min');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Saved: your reminder setting applies now.')).toBeInTheDocument();
  });

  it('says when the limits cannot be loaded, and tries again', async () => {
    server.use(
      mockEndpoint(api.gamblingLimitFind, () =>
        errorReply({ code: 500, reason: 'INTERNAL', message: 'down' }),
      ),
    );
    renderAt(<SaferGamblingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your limits could not be loaded.');
    server.use(...saferGamblingHandlers());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Daily deposit limit' })).toBeInTheDocument();
  });
});

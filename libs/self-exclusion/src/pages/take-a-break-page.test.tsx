import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/handlers';
import { renderAt, selfExclusionHandlers, setupMswServer } from '../testing/render';
import { TakeABreakPage } from './take-a-break-page';

const server = setupMswServer(...selfExclusionHandlers());

describe('the take-a-break page', () => {
  it('takes a 24-hour time-out after the password and the acknowledgement, and says until when', async () => {
    const sent: unknown[] = [];
    server.use(...selfExclusionHandlers({ onRequest: (body) => sent.push(body) }));
    const user = userEvent.setup();
    renderAt(<TakeABreakPage />);
    expect(await screen.findByRole('radio', { name: /Time-out/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'How long' })).toHaveValue('h24');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText(/^Your time-out will last 24 hours, until about \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start my time-out' }));
    // Nothing is sent until both guards are there.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Your password'), TEST_PASSWORD);
    await user.click(
      screen.getByRole('checkbox', { name: 'I understand that I cannot undo or shorten this.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Start my time-out' }));
    expect(await screen.findByRole('heading', { name: 'Your break has started' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your time-out ends on \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d\. You have been logged out\.$/,
    );
    expect(sent).toEqual([{ kind: 'time_out', hours: 24, password: TEST_PASSWORD, understood: true }]);
    // Leaving the confirmation forgets the member here too and goes home.
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('offers the self-exclusion lengths and sends months', async () => {
    const sent: unknown[] = [];
    server.use(...selfExclusionHandlers({ onRequest: (body) => sent.push(body) }));
    const user = userEvent.setup();
    renderAt(<TakeABreakPage />);
    await user.click(await screen.findByRole('radio', { name: /Self-exclusion/ }));
    const length = screen.getByRole('combobox', { name: 'How long' });
    expect([...(length as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '6 months',
      '1 year',
      '2 years',
      '5 years',
    ]);
    await user.selectOptions(length, '5 years');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/^Your self-exclusion will last 5 years/)).toBeVisible();
    await user.type(screen.getByLabelText('Your password'), TEST_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start my self-exclusion' }));
    expect(await screen.findByText(/^Your self-exclusion ends on /)).toBeVisible();
    expect(sent).toEqual([{ kind: 'self_exclusion', months: 60, password: TEST_PASSWORD, understood: true }]);
  });

  it('takes a custom number of days within 1 to 42, and goes back to change the choice', async () => {
    const sent: unknown[] = [];
    server.use(...selfExclusionHandlers({ onRequest: (body) => sent.push(body) }));
    const user = userEvent.setup();
    renderAt(<TakeABreakPage />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'How long' }),
      'Another length (in days)',
    );
    const days = screen.getByLabelText('Number of days (1 to 42)');
    await user.type(days, '43');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid value')).toBeVisible();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/^Your time-out will last 10 days/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Number of days (1 to 42)')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Your password'), TEST_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start my time-out' }));
    await screen.findByRole('heading', { name: 'Your break has started' });
    expect(sent).toEqual([{ kind: 'time_out', hours: 240, password: TEST_PASSWORD, understood: true }]);
  });

  it('shows a wrong password under the field and stays logged in', async () => {
    const user = userEvent.setup();
    renderAt(<TakeABreakPage />);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Your password'), 'Wrong123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start my time-out' }));
    expect(await screen.findByText('The current password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Your break has started' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    server.use(...selfExclusionHandlers({ loggedIn: false }));
    renderAt(<TakeABreakPage />);
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeVisible();
  });
});

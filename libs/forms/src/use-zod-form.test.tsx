import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { amountSchema, vmsg } from '@casino/contracts';
import { Button, TextInput } from '@casino/ui-kit';
import { apiError } from './testing/api-error';
import { testI18n } from './testing/i18n';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, vmsg('required')),
  amount: amountSchema({ decimals: 0, min: '100', max: '500' }),
});

/** A two-field form; the name field can come in late, so it registers after the amount but shows above it. */
function TestForm({
  onValid,
  nameLater = false,
}: {
  onValid: (values: z.output<typeof schema>) => unknown;
  nameLater?: boolean;
}) {
  const [showName, setShowName] = useState(!nameLater);
  const form = useZodForm(schema, {
    defaultValues: { name: '', amount: '' },
    reasonFields: { INSUFFICIENT_FUNDS: 'amount' },
  });
  return (
    <form {...form.submit(onValid)} aria-label="Test form">
      {showName ? <TextInput label="Name" {...form.field('name')} /> : null}
      <TextInput label="Amount" {...form.field('amount')} />
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <Button type="button" onClick={() => setShowName(true)}>
        Show name
      </Button>
      <Button type="submit" loading={form.busy}>
        Send
      </Button>
    </form>
  );
}

function renderForm(props: Parameters<typeof TestForm>[0]) {
  return render(
    <I18nextProvider i18n={testI18n}>
      <TestForm {...props} />
    </I18nextProvider>,
  );
}

describe('useZodForm', () => {
  it('shows each error under its field, in the page language, and focuses the first one', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderForm({ onValid });
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('The amount must be at least 100');
    expect(onValid).not.toHaveBeenCalled();

    // Fixed as typed: the error goes once the field is valid.
    await user.type(name, 'Somchai');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first invalid field in the page, not the first one registered', async () => {
    const user = userEvent.setup();
    renderForm({ onValid: vi.fn(), nameLater: true });
    await user.click(screen.getByRole('button', { name: 'Show name' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('hands on the parsed values and keeps the button busy while the submit runs, once', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn((_values: unknown) => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderForm({ onValid });
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    await user.type(screen.getByLabelText('Amount'), ' 300 ');
    const form = screen.getByRole('form', { name: 'Test form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    fireEvent.submit(form);
    expect(onValid).toHaveBeenCalledOnce();
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Somchai', amount: '300' });
    await act(async () => finish());
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    fireEvent.submit(form);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it("puts the server's field errors on their fields, translated, and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm({
      onValid: () => {
        throw apiError({
          errors: [
            { field: 'body.amount', message: 'The amount must be at most 400' },
            { field: 'body.unknown', message: 'Not a field here' },
          ],
        });
      },
    });
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    await user.type(screen.getByLabelText('Amount'), '450');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('The amount must be at most 400');
    expect(screen.queryByText('Refused')).not.toBeInTheDocument();
  });

  it('shows a reason that belongs to a field there, and any other failure for the whole form', async () => {
    let failure: unknown = apiError({ code: 422, reason: 'INSUFFICIENT_FUNDS' });
    const user = userEvent.setup();
    renderForm({
      onValid: () => {
        throw failure;
      },
    });
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
        testI18n.t('errors:INSUFFICIENT_FUNDS'),
      ),
    );

    failure = new TypeError('Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n.t('errors:unknown'));
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});

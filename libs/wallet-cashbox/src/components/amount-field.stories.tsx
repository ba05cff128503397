import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { amountSchema } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { Button, Stack } from '@casino/ui-kit';
import '../i18n';
import { AmountField } from './amount-field';

/** The field in a form with the currency's limits, as the cashbox forms use it. */
function AmountForm({ decimals, hint }: { decimals: number; hint?: string }) {
  const form = useZodForm(z.object({ amount: amountSchema({ decimals, min: '100', max: '50000' }) }), {
    defaultValues: { amount: '' },
  });
  return (
    <form {...form.submit(() => undefined)}>
      <Stack gap="sm">
        <AmountField decimals={decimals} hint={hint} {...form.field('amount')} />
        <Button type="submit">OK</Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'wallet-cashbox/AmountField',
  component: AmountForm,
  args: { decimals: 0 },
} satisfies Meta<typeof AmountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A currency without decimals (THB): only digits can be typed; submit below 100 to see the error. */
export const WholeUnits: Story = {};

/** A currency with decimals: a decimal point is allowed. */
export const WithDecimals: Story = { args: { decimals: 2, hint: 'Between 100.00 and 50,000.00' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { amountSchema, vmsg } from '@casino/contracts';
import { Button, Stack, TextInput } from '@casino/ui-kit';
import { apiError } from './testing/api-error';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, vmsg('required')),
  amount: amountSchema({ decimals: 0, min: '100', max: '500' }),
});

/**
 * The one way a form behaves: errors under their fields in the page's language, focus on the first
 * invalid field, a busy submit button, and a failure the server gave placed on its field or above the
 * button. A valid submit is refused on purpose (insufficient funds), to show the failure placed on Amount.
 */
function ExampleForm({ delayMs }: { delayMs: number }) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', amount: '' },
    reasonFields: { INSUFFICIENT_FUNDS: 'amount' },
  });
  return (
    <form
      {...form.submit(async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        throw apiError({ reason: 'INSUFFICIENT_FUNDS', message: 'Your balance is not enough' });
      })}
      aria-label="Example form"
    >
      <Stack gap="sm">
        <TextInput label="Name" {...form.field('name')} />
        <TextInput label="Amount" restrict="numeric" {...form.field('amount')} />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        <Button type="submit" loading={form.busy}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'forms/useZodForm',
  component: ExampleForm,
  args: { delayMs: 800 },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

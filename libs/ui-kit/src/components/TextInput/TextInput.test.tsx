import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is labelled and describes itself with hint and error', () => {
    render(<TextInput label="Phone" hint="Digits only" error="Invalid phone" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only Invalid phone');
  });

  it('is not invalid without an error', () => {
    render(<TextInput label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('filters typed characters in numeric mode and shows a numeric keyboard', async () => {
    render(<TextInput label="Amount" restrict="numeric" />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    await userEvent.type(input, '1a2.3');
    expect(input.value).toBe('123');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('filters pasted text in tel mode', async () => {
    render(<TextInput label="Phone" restrict="tel" />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    input.focus();
    await userEvent.paste('+66 81-234');
    expect(input.value).toBe('+6681234');
  });

  it('passes the filtered value to onChange', () => {
    const onChange = vi.fn((event: React.ChangeEvent<HTMLInputElement>) => event.target.value);
    render(<TextInput label="Name" restrict="alpha-space" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann 2 Lee' } });
    expect(onChange).toHaveReturnedWith('Ann  Lee');
  });

  it("works with react-hook-form's register and submits the filtered value", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ code: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextInput label="Code" restrict="alphanumeric" {...register('code')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Code'), 'AB-12 c!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'AB12c' }, expect.anything());
  });
});

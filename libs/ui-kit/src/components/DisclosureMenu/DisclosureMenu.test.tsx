import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DisclosureMenu } from './DisclosureMenu';

function Page({ onLogout = () => undefined }: { onLogout?: () => void }) {
  return (
    <>
      <DisclosureMenu label="Menu">
        <a href="#account">Account</a>
        <button type="button" onClick={onLogout}>
          Log out
        </button>
      </DisclosureMenu>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('DisclosureMenu', () => {
  it('shows and hides its panel with the button, which says whether it is expanded', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Account' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('works by keyboard: Enter opens, Tab enters the panel, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus leaves it, leaving focus where it went', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs a chosen item and closes, focus back on the button', async () => {
    const user = userEvent.setup();
    let loggedOut = 0;
    render(<Page onLogout={() => (loggedOut += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(loggedOut).toBe(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('can be controlled, e.g. closed from outside on navigation', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <DisclosureMenu label="Menu" open={open} onOpenChange={setOpen}>
            <span>Inside</span>
          </DisclosureMenu>
          <output>{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('status')).toHaveTextContent('open');
    expect(screen.getByText('Inside')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('closed');
  });
});

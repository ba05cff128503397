import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'inbox', label: 'Inbox', content: 'Inbox messages' },
  { id: 'sent', label: 'Sent', content: 'Sent messages' },
  { id: 'archive', label: 'Archive', content: 'Archived', disabled: true },
  { id: 'drafts', label: 'Drafts', content: 'Draft messages' },
];

function Harness() {
  const [value, setValue] = useState('inbox');
  return <Tabs items={items} value={value} onChange={setValue} label="Messages" />;
}

describe('Tabs', () => {
  it('exposes tablist, tabs and a panel labelled by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Messages' })).toBeInTheDocument();
    const inbox = screen.getByRole('tab', { name: 'Inbox' });
    expect(inbox).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Inbox' })).toHaveTextContent('Inbox messages');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with arrows, skipping disabled tabs and wrapping around', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sent messages');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();
  });

  it('jumps with Home and End, and Tab leaves the list for the panel', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

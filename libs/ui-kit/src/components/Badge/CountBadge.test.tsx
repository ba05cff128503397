import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('shows nothing at 0, the number otherwise and the cap beyond it, read out as its label', () => {
    const { rerender, container } = render(<CountBadge count={0} label="No messages" testId="count" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={3} label="3 unread messages" testId="count" />);
    expect(screen.getByTestId('count')).toHaveTextContent('33 unread messages');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    rerender(<CountBadge count={100} label="100 unread messages" testId="count" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPage } from './LoadingPage';

describe('LoadingPage', () => {
  it('is a busy status region announcing its label, with the logo when given', () => {
    render(<LoadingPage label="Loading" logoSrc="data:image/svg+xml,%3Csvg%2F%3E" logoAlt="Royal Siam" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByRole('img', { name: 'Royal Siam' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingStatus } from './LoadingStatus';

describe('LoadingStatus', () => {
  it('is a status announcing its label, with the spinner hidden from screen readers', () => {
    const { container } = render(<LoadingStatus label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

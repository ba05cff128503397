import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and action, hiding the icon from assistive technology', () => {
    const { container } = render(
      <EmptyState
        title="No result found"
        description="Try another filter"
        action={<a href="/games">Games</a>}
      />,
    );
    expect(screen.getByText('No result found')).toBeInTheDocument();
    expect(screen.getByText('Try another filter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Games' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="positive">Approved</Badge>);
    expect(screen.getByText('Approved')).toHaveClass(badge({ tone: 'positive' }));
  });

  it('defaults to neutral, which differs from the coloured tones', () => {
    render(<Badge>Pending</Badge>);
    expect(screen.getByText('Pending').className).toBe(badge({ tone: 'neutral' }));
    expect(badge({ tone: 'neutral' })).not.toBe(badge({ tone: 'brand' }));
  });
});

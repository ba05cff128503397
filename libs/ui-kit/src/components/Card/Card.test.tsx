import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title at the chosen heading level', () => {
    render(
      <Card title="Wallet" headingLevel={2} footer={<button type="button">Deposit</button>}>
        ฿1,000
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent('฿1,000');
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('renders without a title as a plain container', () => {
    render(<Card as="article">Body</Card>);
    expect(screen.getByRole('article')).toHaveTextContent('Body');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { Box, Inline, Stack } from './Layout';

describe('layout primitives', () => {
  it('turns sprinkle props into classes and passes the rest to the element', () => {
    render(
      <Box as="section" aria-label="Games" padding="lg" background="surface" data-testid="box">
        content
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Games' });
    expect(box.tagName).toBe('SECTION');
    expect(box.className).toBe(sprinkles({ padding: 'lg', background: 'surface' }));
    expect(box).not.toHaveAttribute('padding');
    expect(box).toHaveAttribute('data-testid', 'box');
  });

  it('supports responsive values per breakpoint condition', () => {
    render(<Box data-testid="r" display={{ phone: 'none', desktop: 'block' }} />);
    expect(screen.getByTestId('r').className).toBe(
      sprinkles({ display: { phone: 'none', desktop: 'block' } }),
    );
  });

  it('lays Stack out as a column and Inline as a wrapping row', () => {
    render(
      <>
        <Stack data-testid="stack" />
        <Inline data-testid="inline" gap="lg" />
      </>,
    );
    expect(screen.getByTestId('stack').className).toBe(
      sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
    );
    expect(screen.getByTestId('inline').className).toBe(
      sprinkles({ display: 'flex', flexDirection: 'row', gap: 'lg', alignItems: 'center', flexWrap: 'wrap' }),
    );
  });
});

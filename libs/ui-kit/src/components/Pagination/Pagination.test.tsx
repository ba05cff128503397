import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';

const labels = {
  navigation: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
};

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('keeps first, last and neighbours, with gaps elsewhere', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(99, 8)).toEqual([1, 'gap', 7, 8]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation marking the current page', () => {
    render(<Pagination page={3} pageCount={10} onChange={() => undefined} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('goes to a clicked page and steps with previous and next', async () => {
    const onChange = vi.fn();
    render(<Pagination page={3} pageCount={10} onChange={onChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[10], [2], [4]]);
  });

  it('disables previous on the first page and next on the last, and hides itself for one page', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={4} onChange={() => undefined} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={4} pageCount={4} onChange={() => undefined} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={1} pageCount={1} onChange={() => undefined} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { orderOf } from './range';

describe('orderOf', () => {
  const columns = { createdAt: 'l.created_at', amount: 'l.amount' };

  it('is newest first by default, insertion order breaking ties the same way', () => {
    expect(orderOf(undefined, columns, 'l.id')).toBe('ORDER BY l.created_at DESC, l.id DESC');
  });

  // Rows logged in the same instant share created_at; oldest-first must still list them in insertion order.
  it('breaks ties in the direction of the first sort key', () => {
    expect(orderOf({ createdAt: 1 }, columns, 'l.id')).toBe('ORDER BY l.created_at ASC, l.id ASC');
    expect(orderOf({ amount: -1, createdAt: 1 }, columns, 'l.id')).toBe(
      'ORDER BY l.amount DESC, l.created_at ASC, l.id DESC',
    );
  });

  it('ignores fields that are not sortable', () => {
    expect(orderOf({ password: 1 }, columns, 'l.id')).toBe('ORDER BY l.created_at DESC, l.id DESC');
  });
});

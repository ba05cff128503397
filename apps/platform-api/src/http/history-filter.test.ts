import { describe, expect, it } from 'vitest';
import { dateRange, orderOf } from './history-filter';

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

describe('dateRange', () => {
  it('is the half-open range [start_date, end_date) of instants', () => {
    const params: unknown[] = ['member'];
    const range = { start_date: '2026-03-14T17:00:00.000Z', end_date: '2026-03-15T17:00:00.000Z' };
    expect(dateRange('d.created_at', range, params)).toEqual([
      'd.created_at >= $2::timestamptz',
      'd.created_at < $3::timestamptz',
    ]);
    expect(params).toEqual(['member', range.start_date, range.end_date]);
  });

  it('leaves an open end out', () => {
    const params: unknown[] = [];
    expect(dateRange('t.created_at', { end_date: '2026-03-15T17:00:00.000Z' }, params)).toEqual([
      't.created_at < $1::timestamptz',
    ]);
    expect(dateRange('t.created_at', {}, params)).toEqual([]);
  });
});

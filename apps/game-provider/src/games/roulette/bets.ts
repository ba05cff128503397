/**
 * European roulette layout: 0 and 1-36 in 12 rows of three (row r holds 3r-2, 3r-1, 3r). Every bet is a
 * set of covered numbers; a winning bet of n numbers returns 36 / n times its stake (35:1 straight … 1:1
 * even chances), so each bet type returns n/37 × 36/n = 36/37 ≈ 97.30%.
 */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const POCKETS = 37;

export type RouletteBet =
  | { type: 'straight'; number: number }
  | { type: 'split'; numbers: [number, number] }
  | { type: 'street'; row: number }
  | { type: 'trio'; numbers: [number, number, number] }
  | { type: 'corner'; numbers: [number, number, number, number] }
  | { type: 'line'; row: number }
  | { type: 'dozen'; dozen: number }
  | { type: 'column'; column: number }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const rowOf = (n: number): number => Math.ceil(n / 3);
const columnOf = (n: number): number => ((n - 1) % 3) + 1;

function assertNumber(n: number, min = 0): void {
  if (!Number.isInteger(n) || n < min || n > 36) throw new RangeError(`Not a roulette number: ${n}`);
}

function adjacent(a: number, b: number): boolean {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high >= 1 && high <= 3;
  if (high - low === 3) return true;
  return high - low === 1 && rowOf(low) === rowOf(high);
}

/** The numbers a bet covers; throws RangeError for a bet that is not on the table. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.type) {
    case 'straight':
      assertNumber(bet.number);
      return [bet.number];
    case 'split': {
      const [a, b] = bet.numbers;
      assertNumber(a);
      assertNumber(b);
      if (!adjacent(a, b)) throw new RangeError(`Split numbers are not adjacent: ${a}, ${b}`);
      return [a, b].sort((x, y) => x - y);
    }
    case 'street':
      if (!Number.isInteger(bet.row) || bet.row < 1 || bet.row > 12)
        throw new RangeError('Street row is 1-12');
      return range(3 * bet.row - 2, 3 * bet.row);
    case 'trio': {
      const sorted = [...bet.numbers].sort((x, y) => x - y).join(',');
      if (sorted !== '0,1,2' && sorted !== '0,2,3') throw new RangeError('A trio is 0-1-2 or 0-2-3');
      return sorted.split(',').map(Number);
    }
    case 'corner': {
      const sorted = [...bet.numbers].sort((x, y) => x - y);
      sorted.forEach((n) => assertNumber(n, 1));
      const [a] = sorted as [number];
      const valid = columnOf(a) < 3 && a <= 32 && sorted.join(',') === [a, a + 1, a + 3, a + 4].join(',');
      if (!valid) throw new RangeError(`Not a corner: ${sorted.join(', ')}`);
      return sorted;
    }
    case 'line':
      if (!Number.isInteger(bet.row) || bet.row < 1 || bet.row > 11)
        throw new RangeError('Line starts on row 1-11');
      return range(3 * bet.row - 2, 3 * bet.row + 3);
    case 'dozen':
      if (![1, 2, 3].includes(bet.dozen)) throw new RangeError('Dozen is 1-3');
      return range(12 * bet.dozen - 11, 12 * bet.dozen);
    case 'column':
      if (![1, 2, 3].includes(bet.column)) throw new RangeError('Column is 1-3');
      return range(1, 36).filter((n) => columnOf(n) === bet.column);
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

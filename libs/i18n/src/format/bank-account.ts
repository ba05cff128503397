/** Spec 5: a 10-digit account shows as 3-6-1 (`123-456789-0`), a 13-digit one as 3-3-7; others unchanged. */
export function formatBankAccount(account: string): string {
  const digits = account.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return account;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 9)}-${digits.slice(9)}`;
  if (digits.length === 13) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return account;
}

import { SLIP_MAX_BYTES } from '@casino/contracts';

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Spec 5: JPEG, PNG or WebP, at most 2 MB; checked before uploading (the server sniffs the content too). */
export function checkSlipFile(file: File | null): 'required' | 'type' | 'size' | null {
  if (!file) return 'required';
  if (!(SLIP_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > SLIP_MAX_BYTES) return 'size';
  return null;
}

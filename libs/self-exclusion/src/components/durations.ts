import { TIME_OUT_MAX_HOURS, TIME_OUT_MIN_HOURS } from '@casino/contracts/exclusion';
import type { ExclusionKind, ExclusionRequest } from '@casino/contracts/exclusion';

/** The lengths offered, by their label key; `custom` takes a number of days. */
export const TIME_OUT_LENGTHS = { h24: 24, h72: 72, w1: 168, w2: 336, w6: 1008, custom: null } as const;
export const SELF_EXCLUSION_LENGTHS = { m6: 6, y1: 12, y2: 24, y5: 60 } as const;
export type TimeOutLength = keyof typeof TIME_OUT_LENGTHS;
export type SelfExclusionLength = keyof typeof SELF_EXCLUSION_LENGTHS;
export type LengthKey = TimeOutLength | SelfExclusionLength;

export const MAX_CUSTOM_DAYS = TIME_OUT_MAX_HOURS / 24;
export const MIN_CUSTOM_DAYS = TIME_OUT_MIN_HOURS / 24;

export const lengthsOf = (kind: ExclusionKind): LengthKey[] =>
  Object.keys(kind === 'time_out' ? TIME_OUT_LENGTHS : SELF_EXCLUSION_LENGTHS) as LengthKey[];

/** A whole number of days within the time-out range, or null. */
export function customDays(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const days = Number(text);
  return days >= MIN_CUSTOM_DAYS && days <= MAX_CUSTOM_DAYS ? days : null;
}

export interface BreakChoice {
  kind: ExclusionKind;
  length: LengthKey;
  days: string;
}

/** The request's length part, or null when the choice is incomplete. */
export function lengthOf(
  choice: BreakChoice,
): { kind: 'time_out'; hours: number } | { kind: 'self_exclusion'; months: 6 | 12 | 24 | 60 } | null {
  if (choice.kind === 'time_out') {
    if (!(choice.length in TIME_OUT_LENGTHS)) return null;
    const preset = TIME_OUT_LENGTHS[choice.length as TimeOutLength];
    const days = preset === null ? customDays(choice.days) : null;
    const hours = preset ?? (days === null ? null : days * 24);
    return hours === null ? null : { kind: 'time_out', hours };
  }
  if (!(choice.length in SELF_EXCLUSION_LENGTHS)) return null;
  return { kind: 'self_exclusion', months: SELF_EXCLUSION_LENGTHS[choice.length as SelfExclusionLength] };
}

/** Where a break chosen now would end, as the server will compute it (calendar months for months). */
export function endOf(length: NonNullable<ReturnType<typeof lengthOf>>, now = new Date()): Date {
  const end = new Date(now);
  if (length.kind === 'time_out') end.setTime(now.getTime() + length.hours * 3_600_000);
  else end.setUTCMonth(end.getUTCMonth() + length.months);
  return end;
}

export type ExclusionLength = Omit<ExclusionRequest, 'password' | 'understood'>;

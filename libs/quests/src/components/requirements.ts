import type { LevelProgress, MemberLevel } from '@casino/contracts/quests';

/** What can reach a level, in the order the pages list them; the keys of `LevelProgress` too. */
export const REQUIREMENT_KINDS = [
  'deposit',
  'turnover',
  'winloss',
] as const satisfies readonly (keyof LevelProgress)[];
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export interface Requirement {
  kind: RequirementKind;
  amount: string;
}

/** The thresholds a level sets (any one of them reaches it); the ones it leaves null are not listed. */
export function levelRequirements(level: MemberLevel): Requirement[] {
  const thresholds = {
    deposit: level.required_deposit,
    turnover: level.required_turnover,
    winloss: level.required_winloss,
  } satisfies Record<RequirementKind, string | null>;
  return REQUIREMENT_KINDS.flatMap((kind) => {
    const amount = thresholds[kind];
    return amount === null ? [] : [{ kind, amount }];
  });
}

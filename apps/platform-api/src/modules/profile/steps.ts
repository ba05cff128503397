import type { ActiveStep, VerificationStatus } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { isProfileComplete, loadProfileFacts, loadProfileSwitches } from './completeness';
import { STEP_NAMES } from './strings';

/**
 * Spec sections 3 and 4. The verification state is 1 while the phone is unverified, 2 once step 1 is
 * done (phone verified, and the email too when the global config requires one), 3 once step 2 is done
 * (the profile is complete). State 2 opens step 2 and state 3 opens step 3 (the spec's "2 and 3
 * activate steps 1 and 2" counts the steps from 0); step 1 is always open.
 */
export async function verificationStatus(
  db: Queryable,
  userId: number,
): Promise<VerificationStatus | undefined> {
  const row = (
    await db.query<{ phone: string; email: string | null; phone_verified: boolean; email_verified: boolean }>(
      `SELECT phone, email, phone_verified_at IS NOT NULL AS phone_verified,
              email IS NOT NULL AND email_verified_at IS NOT NULL AS email_verified
         FROM users WHERE id = $1`,
      [userId],
    )
  ).rows[0];
  const facts = await loadProfileFacts(db, userId);
  if (!row || !facts) return undefined;
  const switches = await loadProfileSwitches(db);
  const stepOneDone = row.phone_verified && (!switches.email_required || row.email_verified);
  const verify_state = !stepOneDone ? 1 : isProfileComplete(facts, switches) ? 3 : 2;
  return {
    phone: row.phone,
    email: row.email,
    phone_verified: row.phone_verified,
    email_verified: row.email_verified,
    otp_status: [
      { type_verified: 'sms', OTP_VERIFIED: row.phone_verified },
      { type_verified: 'email', OTP_VERIFIED: row.email_verified },
    ],
    verify_state,
  };
}

/** The three steps of `active-step-information`, from the verification state. */
export async function activeSteps(db: Queryable, userId: number): Promise<ActiveStep[]> {
  const status = await verificationStatus(db, userId);
  if (!status) return [];
  const state = status.verify_state;
  return [
    { step_no: 1, name: STEP_NAMES[1], is_active: true, is_completed: state >= 2 },
    { step_no: 2, name: STEP_NAMES[2], is_active: state >= 2, is_completed: state >= 3 },
    // Step 3 only points the member to support about free credit: reaching it is all it asks.
    { step_no: 3, name: STEP_NAMES[3], is_active: state >= 3, is_completed: state >= 3 },
  ];
}

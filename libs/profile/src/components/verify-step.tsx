import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '@casino/api-client';
import { authKeys } from '@casino/auth';
import { otpApi } from '@casino/contracts';
import type { VerificationStatus } from '@casino/contracts';
import { Stack, TextInput } from '@casino/ui-kit';
import { profileKeys } from '../api/keys';
import { useProfileText } from '../text';
import { OtpEntry } from './otp-entry';

/** Step 1: the phone, then the email (a new address may be typed until it is verified). */
export function VerifyStep({
  status,
  languageId,
}: {
  status: VerificationStatus;
  languageId: number | null;
}) {
  const t = useProfileText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(status.email ?? '');
  const language = languageId ? { language_id: languageId } : {};
  const verify = (body: { otpReferenceCode: string; otp: string }) =>
    client.create(otpApi.memberOtpVerified, { ...body, ...language }, { silent: true });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.profile() }),
    ]);

  return (
    <Stack gap="lg">
      <OtpEntry
        label={t('otp.phone')}
        verified={status.phone_verified}
        request={() =>
          client.create(otpApi.memberOtpRequest, { type_verified: 'sms', ...language }, { silent: true })
        }
        verify={verify}
        onVerified={() => void refresh()}
      >
        <p>{status.phone}</p>
      </OtpEntry>
      <OtpEntry
        label={t('otp.email')}
        verified={status.email_verified}
        request={() =>
          client.create(
            otpApi.memberOtpRequest,
            { type_verified: 'email', ...(email.trim() ? { email: email.trim() } : {}), ...language },
            { silent: true },
          )
        }
        verify={verify}
        onVerified={() => void refresh()}
      >
        <TextInput
          type="email"
          label={t('otp.emailAddress')}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </OtpEntry>
    </Stack>
  );
}

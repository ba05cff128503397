import { Stack } from '@casino/ui-kit';
import { ProfileSteps } from '../components/profile-steps';
import { useProfileText } from '../text';

/** `/setting/profile`: verify phone and email, personal and payout details, then the free-credit contact. */
export function ProfilePage() {
  const t = useProfileText();
  return (
    <Stack gap="lg">
      <h1>{t('title')}</h1>
      <ProfileSteps />
    </Stack>
  );
}

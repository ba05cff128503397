import { useNavigate } from 'react-router';
import { useLocalPath } from '@casino/auth';
import { Button } from '@casino/ui-kit';
import { useForgetSession } from '../api/exclusion';
import { useSelfExclusionText } from '../text';

/** Leaves a confirmation for the home page, logged out here as the server already logged out everywhere. */
export function LeaveButton() {
  const t = useSelfExclusionText();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const forget = useForgetSession();
  return (
    <Button
      onClick={() => {
        forget();
        void navigate(localPath('/'));
      }}
    >
      {t('toHome')}
    </Button>
  );
}

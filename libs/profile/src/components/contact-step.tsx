import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useDefaultContact } from '../api/queries';
import { useProfileText } from '../text';

/** Step 3: ask the admin about the free-credit rules through the site's default contact channel. */
export function ContactStep() {
  const t = useProfileText();
  const contact = useDefaultContact();
  if (contact.isPending) {
    return <LoadingStatus label={t('loading')} />;
  }
  const channel = contact.data;
  return (
    <Stack gap="md">
      <p>{t('contact.intro')}</p>
      {channel ? (
        <a href={channel.contact_link} target="_blank" rel="noopener noreferrer">
          {t('contact.button', { name: channel.name })}
        </a>
      ) : (
        <p>{t('contact.none')}</p>
      )}
    </Stack>
  );
}

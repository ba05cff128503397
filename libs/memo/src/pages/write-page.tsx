import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MEMBER_MEMO_CATEGORIES, WriteMemoBody } from '@casino/contracts/memo';
import { useZodForm } from '@casino/forms';
import { Button, Card, Select, Stack, TextInput } from '@casino/ui-kit';
import { useWriteMemo } from '../api/memos';
import { ImageAttach } from '../components/image-attach';
import * as styles from '../components/memo.css';
import { useMemoText } from '../text';
import { useMemoBasePath } from './base-path';

const WriteForm = WriteMemoBody.omit({ message_img_url: true });

/** /{lang}/setting/personal-message/write-memo: a new topic to staff, with an optional image. */
export function WritePage() {
  const t = useMemoText();
  const basePath = useMemoBasePath();
  const navigate = useNavigate();
  const write = useWriteMemo();
  const [image, setImage] = useState<string | undefined>();
  const form = useZodForm(WriteForm, {
    defaultValues: { message_type: '' as never, title_name: '', message_description: '' },
  });
  const text = form.field('message_description');
  const submit = form.submit(async (values) => {
    const detail = await write.mutateAsync({ ...values, ...(image ? { message_img_url: image } : {}) });
    void navigate(`${basePath}/${detail.topic.message_transaction_header_id}?allow_reply=1`);
  });
  return (
    <Card title={t('form.title')}>
      <form {...submit} aria-label={t('form.title')}>
        <Stack gap="md">
          <Link to={basePath}>{t('back')}</Link>
          <Select
            label={t('form.category')}
            placeholder={t('form.categoryPlaceholder')}
            options={MEMBER_MEMO_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
            {...form.field('message_type')}
          />
          <TextInput label={t('form.subject')} maxLength={120} {...form.field('title_name')} />
          <label className={styles.label}>
            {t('form.text')}
            <textarea
              className={styles.textarea}
              name={text.name}
              ref={text.ref}
              onChange={text.onChange}
              onBlur={text.onBlur}
              aria-invalid={text.error ? true : undefined}
            />
          </label>
          {text.error ? <p className={styles.error}>{text.error}</p> : null}
          <ImageAttach onChange={setImage} />
          {form.failure ? <p role="alert">{form.failure}</p> : null}
          <Button type="submit" loading={form.busy}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

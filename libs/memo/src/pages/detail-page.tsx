import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { MemoReplyBody } from '@casino/contracts/memo';
import { useZodForm } from '@casino/forms';
import { formatLocalDateTime } from '@casino/i18n';
import { Button, Card, LoadingStatus, Stack } from '@casino/ui-kit';
import { useMemoDetail, useReplyMemo } from '../api/memos';
import { ImageAttach } from '../components/image-attach';
import * as styles from '../components/memo.css';
import { MemoText } from '../components/memo-text';
import { useMemoWording } from '../components/wording';
import { useMemoText } from '../text';
import { useMemoBasePath } from './base-path';

const ReplyForm = MemoReplyBody.pick({ message_description: true });

function Reply({ id }: { id: number }) {
  const t = useMemoText();
  const reply = useReplyMemo(id);
  const [image, setImage] = useState<string | undefined>();
  const [imageKey, setImageKey] = useState(0);
  const [sent, setSent] = useState(false);
  const form = useZodForm(ReplyForm, { defaultValues: { message_description: '' } });
  const field = form.field('message_description');
  const submit = form.submit(async (values) => {
    setSent(false);
    await reply.mutateAsync({ ...values, ...(image ? { message_img_url: image } : {}) });
    form.form.reset();
    setImage(undefined);
    setImageKey((key) => key + 1);
    setSent(true);
  });
  return (
    <form {...submit} aria-label={t('reply.label')}>
      <Stack gap="sm">
        <label className={styles.label}>
          {t('reply.label')}
          <textarea
            className={styles.textarea}
            name={field.name}
            ref={field.ref}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={field.error ? true : undefined}
          />
        </label>
        {field.error ? <p className={styles.error}>{field.error}</p> : null}
        <ImageAttach key={imageKey} onChange={setImage} />
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        {sent ? <p role="status">{t('reply.sent')}</p> : null}
        <Button type="submit" loading={form.busy}>
          {t('reply.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /{lang}/setting/personal-message/{id}?allow_reply=: the topic with its history, oldest first, and the
 * reply form where the topic takes replies. Without a topic id the member goes back to the list.
 */
export function DetailPage() {
  const t = useMemoText();
  const word = useMemoWording();
  const basePath = useMemoBasePath();
  const { id: rawId } = useParams();
  const [params] = useSearchParams();
  const id = rawId && /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : null;
  const detail = useMemoDetail(id, params.get('allow_reply') === '1');
  if (id === null) return <Navigate to={basePath} replace />;
  if (detail.isError) return <Navigate to={basePath} replace />;
  if (!detail.data) return <LoadingStatus label={t('loading')} />;
  const { topic, history } = detail.data;
  const { title } = word(topic);
  const wordedFirst = word(topic).text;
  return (
    <Card title={title}>
      <Stack gap="md">
        <Link to={basePath}>{t('back')}</Link>
        <p className={styles.muted}>{t(`category.${topic.message_type}`)}</p>
        <ol className={styles.history}>
          {history.map((message, index) => (
            <li
              key={message.id}
              className={`${styles.message} ${message.author === 'member' ? styles.ownMessage : ''}`}
              data-testid="memo-message"
            >
              <span className={styles.muted}>
                {t(`from.${message.author}`)} ·{' '}
                {t('sentAt', { date: formatLocalDateTime(message.createdAt) })}
              </span>
              <MemoText
                text={index === 0 && topic.template !== null ? wordedFirst : message.message_description}
              />
              {message.message_img_url ? (
                <img src={message.message_img_url} alt={t('image.attached')} className={styles.image} />
              ) : null}
            </li>
          ))}
        </ol>
        {topic.allow_reply ? <Reply id={topic.message_transaction_header_id} /> : <p>{t('repliesClosed')}</p>}
      </Stack>
    </Card>
  );
}

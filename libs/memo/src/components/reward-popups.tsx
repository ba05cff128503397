import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MemoItem } from '@casino/contracts/memo';
import { localizePath, parseLocalePath } from '@casino/i18n';
import { Button, Inline, Modal, Stack } from '@casino/ui-kit';
import { useMarkPopupRead, useRewardPopups } from '../api/memos';
import { useMemoText } from '../text';
import * as styles from './memo.css';
import { MemoText } from './memo-text';
import { useMemoWording } from './wording';

export interface RewardPopupDialogProps {
  /** The pop-ups not yet seen, in the server's order; the first is shown. */
  popups: readonly MemoItem[];
  /** The pop-up was seen (closed or opened): marks it read in the modal; the next one follows. */
  onSeen: (item: MemoItem) => void;
  onOpen: (item: MemoItem) => void;
}

/** One pop-up at a time in the server's order; each one closed or opened is marked seen. */
export function RewardPopupDialog({ popups, onSeen, onOpen }: RewardPopupDialogProps) {
  const t = useMemoText();
  const word = useMemoWording();
  const current = popups[0];
  if (!current) return null;
  const { title, text } = word(current);
  return (
    <Modal
      open
      title={t('popup.title')}
      closeLabel={t('popup.close')}
      onClose={() => onSeen(current)}
      footer={
        <Inline gap="sm">
          <Button
            onClick={() => {
              onSeen(current);
              onOpen(current);
            }}
          >
            {t('popup.open')}
          </Button>
          <Button variant="secondary" onClick={() => onSeen(current)}>
            {popups.length > 1 ? t('popup.next') : t('popup.close')}
          </Button>
        </Inline>
      }
    >
      <Stack gap="sm">
        <h3 className={styles.rowTitle} data-testid="reward-popup-title">
          {title}
        </h3>
        <MemoText text={text} />
        {popups.length > 1 ? (
          <p className={styles.muted}>{t('popup.position', { current: 1, total: popups.length })}</p>
        ) : null}
      </Stack>
    </Modal>
  );
}

/**
 * The default layout's reward pop-ups for the logged-in member (spec 6): load this lazily. New ones that
 * arrive on the socket (PERSONAL_MESSAGE) join the queue; the ones seen here leave it at once.
 */
export function RewardPopups() {
  const popups = useRewardPopups();
  const markRead = useMarkPopupRead();
  const navigate = useNavigate();
  const location = useLocation();
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const remaining = (popups.data ?? []).filter((item) => !seen.has(item.message_transaction_header_id));
  const { lang, prefixed } = parseLocalePath(location.pathname);
  return (
    <RewardPopupDialog
      popups={remaining}
      onSeen={(item) => {
        setSeen((before) => new Set([...before, item.message_transaction_header_id]));
        markRead.mutate(item.message_transaction_header_id);
      }}
      onOpen={(item) =>
        void navigate(
          localizePath(
            `/setting/personal-message/${item.message_transaction_header_id}${item.allow_reply ? '?allow_reply=1' : ''}`,
            lang,
            { prefixDefault: prefixed },
          ),
        )
      }
    />
  );
}

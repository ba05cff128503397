import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, LoadingStatus, Modal, Stack } from '@casino/ui-kit';
import { useGamblingLimits, useMoney, usePlaySummary } from '../api/limits';
import { useSaferGamblingText } from '../text';
import * as styles from './safer-gambling.css';

export interface RealityCheckProps {
  /** Leaves the game (the play page's way back). */
  onStop: () => void;
  /** The safer-gambling page, in the route's language. */
  limitsPath: string;
}

const MINUTE = 60_000;

/** Calls `run` every `ms` while `ms` is set; the clock restarts when the interval changes. */
function useEvery(ms: number | null, run: () => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (ms === null) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

/** Calls `run` once at `at` (an ISO instant), at once if it has passed. */
function useAt(at: string | null, run: () => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (at === null) return;
    // setTimeout takes at most 2^31-1 ms; a session ending further off than 24 days is re-read long before.
    const wait = Math.min(Math.max(0, Date.parse(at) - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => latest.current(), wait);
    return () => clearTimeout(timer);
  }, [at]);
}

/**
 * Mounted on the play-game page while a real-money game is open: every N minutes (the member's reality-check
 * interval) a dialog shows how long they have played since the page opened and their net result in that
 * time, to continue or stop; when the session time limit runs out, a dialog that only leaves the game.
 */
export function RealityCheck({ onStop, limitsPath }: RealityCheckProps) {
  const limits = useGamblingLimits();
  const [since] = useState(() => new Date().toISOString());
  const [reminder, setReminder] = useState(false);
  const [sessionOver, setSessionOver] = useState(false);
  const interval = limits.data?.reality_check.interval_minutes ?? null;
  useEvery(interval === null ? null : interval * MINUTE, () => setReminder(true));
  useAt(limits.data?.session.session_ends_at ?? null, () => setSessionOver(true));

  if (sessionOver) return <SessionOverDialog onLeave={onStop} limitsPath={limitsPath} />;
  if (!reminder) return null;
  return (
    <ReminderDialog
      since={since}
      onContinue={() => setReminder(false)}
      onStop={onStop}
      limitsPath={limitsPath}
    />
  );
}

function ReminderDialog({
  since,
  onContinue,
  onStop,
  limitsPath,
}: {
  since: string;
  onContinue: () => void;
  onStop: () => void;
  limitsPath: string;
}) {
  const t = useSaferGamblingText();
  const money = useMoney();
  const describedBy = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const summary = usePlaySummary(since, true);
  const [openedAt] = useState(() => Date.now());
  const minutes = Math.max(0, Math.floor((openedAt - Date.parse(since)) / MINUTE));
  const data = summary.data;

  return (
    <Modal
      open
      role="alertdialog"
      title={t('dialog.title')}
      onClose={onContinue}
      closeOnBackdrop={false}
      initialFocusRef={continueRef}
      describedBy={describedBy}
      footer={
        <Stack gap="sm">
          <Button ref={continueRef} onClick={onContinue}>
            {t('dialog.continue')}
          </Button>
          <Button variant="secondary" onClick={onStop}>
            {t('dialog.stop')}
          </Button>
        </Stack>
      }
    >
      <div id={describedBy}>
        <p>{t('dialog.played', { minutes })}</p>
        {data ? (
          <>
            <p>
              <strong>{t('dialog.net', { amount: money(data.net_result, data.currency) })}</strong>
            </p>
            <p className={styles.muted}>
              {t('dialog.bets', {
                amount: money(data.total_bet, data.currency),
                win: money(data.total_win, data.currency),
              })}
            </p>
          </>
        ) : summary.isError ? (
          <p>{t('dialog.failed')}</p>
        ) : (
          <LoadingStatus label={t('dialog.loading')} />
        )}
      </div>
      <p>
        <Link to={limitsPath}>{t('dialog.limits')}</Link>
      </p>
    </Modal>
  );
}

function SessionOverDialog({ onLeave, limitsPath }: { onLeave: () => void; limitsPath: string }) {
  const t = useSaferGamblingText();
  const describedBy = useId();
  const leaveRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      role="alertdialog"
      title={t('sessionEnd.title')}
      onClose={onLeave}
      closeOnBackdrop={false}
      initialFocusRef={leaveRef}
      describedBy={describedBy}
      footer={
        <Button ref={leaveRef} onClick={onLeave}>
          {t('sessionEnd.leave')}
        </Button>
      }
    >
      <p id={describedBy}>{t('sessionEnd.text')}</p>
      <p>
        <Link to={limitsPath}>{t('dialog.limits')}</Link>
      </p>
    </Modal>
  );
}

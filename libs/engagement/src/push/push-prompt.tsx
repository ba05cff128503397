import { useEffect, useId, useRef, useState } from 'react';
import { Button, Inline } from '@casino/ui-kit';
import { useTriggerAllowance } from '../api/engagement';
import * as styles from '../engagement.css';
import { useEngagementText } from '../text';
import { readPushEnvironment, rememberFakePromptDismissed, requestBrowserPermission } from './browser';
import type { PushEnvironment, PushPermission } from './decide';
import { decidePushPrompt } from './decide';

export interface PushPromptProps {
  /**
   * The browser granted notifications (through the prompt or on asking at once): the place to register the
   * service worker and subscribe this browser for Web Push.
   */
  onPermissionGranted?: () => void;
  /** The browser as this component sees it; the real window's unless a test or story says otherwise. */
  environment?: PushEnvironment;
  /** The browser's permission prompt; `Notification.requestPermission` unless replaced. */
  requestPermission?: () => Promise<PushPermission>;
}

export interface FakeAllowPromptProps {
  onAllow: () => void;
  onLater: () => void;
}

/**
 * The fake allow prompt: an in-page dialog that asks first, so the browser's own prompt (which a member
 * can answer only once) comes only after "Allow". Not modal: the page stays usable behind it.
 */
export function FakeAllowPrompt({ onAllow, onLater }: FakeAllowPromptProps) {
  const t = useEngagementText();
  const titleId = useId();
  const textId = useId();
  return (
    <section role="dialog" aria-labelledby={titleId} aria-describedby={textId} className={styles.pushPrompt}>
      <h2 id={titleId} className={styles.pushTitle}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {t('push.title')}
      </h2>
      <p id={textId} className={styles.pushText}>
        {t('push.text')}
      </p>
      <Inline gap="sm">
        <Button size="sm" onClick={onAllow}>
          {t('push.allow')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onLater}>
          {t('push.later')}
        </Button>
      </Inline>
    </section>
  );
}

/**
 * Spec 4's push prompt (`decidePushPrompt` decides): nothing, the fake allow prompt after 4 s (then the
 * browser's prompt on "Allow", the local flag on "Later"), or the browser's prompt at once. The trigger
 * allowance is fetched only when the browser could still be asked.
 */
export function PushPrompt({
  onPermissionGranted,
  environment,
  requestPermission = requestBrowserPermission,
}: PushPromptProps) {
  const [browser] = useState(() => environment ?? readPushEnvironment());
  const first = decidePushPrompt(browser);
  const allowance = useTriggerAllowance(first.action === 'ask-server');
  const decision = allowance.data ? decidePushPrompt(browser, allowance.data.is_active) : first;
  const [fakeShown, setFakeShown] = useState(false);
  const [answered, setAnswered] = useState(false);
  const asked = useRef(false);
  const grantedRef = useRef(onPermissionGranted);
  useEffect(() => {
    grantedRef.current = onPermissionGranted;
  });

  const ask = () => {
    if (asked.current) return;
    asked.current = true;
    void requestPermission().then((permission) => {
      if (permission === 'granted') grantedRef.current?.();
    });
  };

  const delayMs = decision.action === 'fake-prompt' ? decision.delayMs : null;
  useEffect(() => {
    if (delayMs === null || answered) return;
    const timer = setTimeout(() => setFakeShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, answered]);

  const askAtOnce = decision.action === 'request-permission';
  useEffect(() => {
    if (askAtOnce) ask();
    // `ask` runs once however often this effect does (StrictMode runs it twice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askAtOnce]);

  if (!fakeShown || answered) return null;
  return (
    <FakeAllowPrompt
      onAllow={() => {
        setAnswered(true);
        ask();
      }}
      onLater={() => {
        setAnswered(true);
        rememberFakePromptDismissed();
      }}
    />
  );
}

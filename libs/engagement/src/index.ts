import './i18n';

export { EngagementLayer, type EngagementLayerProps } from './engagement-layer';
export { StarterModal, StarterDialog, type StarterModalProps } from './starter/starter-modal';
export {
  NotificationPopups,
  NotificationPopupDialog,
  type NotificationPopupsProps,
} from './popups/notification-popups';
export { PushPrompt, FakeAllowPrompt, type PushPromptProps } from './push/push-prompt';
export {
  decidePushPrompt,
  isLineInAppBrowser,
  FAKE_PROMPT_DELAY_MS,
  type PushDecision,
  type PushEnvironment,
  type PushPermission,
} from './push/decide';
export {
  useWebPushSubscription,
  syncWebPush,
  subscribeThisBrowser,
  canSubscribeForPush,
  PUSH_SERVICE_WORKER_URL,
  type WebPushResult,
} from './push/subscribe';
export { engagementKeys } from './api/engagement';
export { ContactWidgets, type ContactWidgetsProps } from './contact/contact-widgets';

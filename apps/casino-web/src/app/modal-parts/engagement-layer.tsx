import { EngagementLayer } from '@casino/engagement';
import { usePageGroup } from '../../routing/page-group';

/**
 * The default layout's starter modal, pop-ups and push prompt on the route's page group. Its own chunk,
 * fetched after the page has loaded, with the engagement library. Push subscriptions (service worker,
 * VAPID) are a later step: they plug into EngagementLayer's `onPermissionGranted`.
 */
export default function EngagementLayerPart() {
  return <EngagementLayer page={usePageGroup()} />;
}

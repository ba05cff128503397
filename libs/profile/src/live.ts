// The member queries the shell reads again whenever the member socket (re)opens: its own entry point
// (`@casino/profile/live`), so the site's first load carries the keys without the library's pages.
export { profileLiveQueryKeys } from './api/keys';

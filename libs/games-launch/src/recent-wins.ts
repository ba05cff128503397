// The recent wins ticker, its own entry point (`@casino/games-launch/recent-wins`) so that a page loads it
// lazily, apart from the lobby and the rest of the library.
import './recent-wins/i18n';

export { RecentWinsTicker, type RecentWinsTickerProps } from './components/recent-wins-ticker';
export { RECENT_WINS_POLL_MS, useRecentWins } from './api/recent-wins';

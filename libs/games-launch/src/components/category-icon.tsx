import type { GameCategoryCode } from '@casino/contracts';

/** Line drawings (24 px grid, the text colour) for each category; decoration beside its name. */
const PATHS: Record<GameCategoryCode, string> = {
  slots: 'M3 5h18v14H3zM9 5v14M15 5v14M5 12h2M11 12h2M17 12h2',
  'live-casino':
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6',
  fishing: 'M2 12c4-6 11-6 15 0-4 6-11 6-15 0zM17 12l5-4v8zM7 11h.01',
  crash: 'M3 20l6-7 4 3 8-10M15 6h6v6',
  sport:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l4 3-1.5 4.5h-5L8 11zM12 3v5M16 11l4.5-1.5M14.5 15.5l2.5 4M9.5 15.5l-2.5 4M8 11L3.5 9.5',
  virtual: 'M3 4h18v12H3zM8 20h8M12 16v4M10 8l4 2-4 2z',
  table:
    'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 15l-3-3a2 2 0 0 1 3-2.5 2 2 0 0 1 3 2.5z',
  lotto: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM10.5 10h3l-2 5',
  megaways: 'M3 3h5v5H3zM10 3h4v8h-4zM16 3h5v4h-5zM3 10h5v11H3zM10 13h4v8h-4zM16 9h5v12h-5z',
  jackpots: 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7L12 17.8 5.8 21.2l1.4-7L2 9.4l7-.9z',
  tournaments: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6',
};

export function CategoryIcon({ code, className }: { code: GameCategoryCode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[code]} />
    </svg>
  );
}

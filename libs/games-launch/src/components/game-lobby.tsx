import { useState } from 'react';
import { Select, Stack, Tabs, TextInput } from '@casino/ui-kit';
import { useSession } from '@casino/auth';
import type { GameTagCode } from '@casino/contracts';
import { useGameList, useProviders, useTags, type GameSource, type SortOrder } from '../api/catalogue';
import { useGamesText } from '../text';
import { GameGrid } from './game-grid';
import * as styles from './games.css';
import { useDebounced } from './use-debounced';

const FAVORITES_TAB = 'favorites';
type LobbyTab = GameTagCode | typeof FAVORITES_TAB;

/** Lists that only a member has. */
const MEMBER_TABS = new Set<LobbyTab>([FAVORITES_TAB, 'played-history']);

export interface GameLobbyProps {
  /** Only this category's games (the category pages). */
  categoryId?: number | undefined;
  /** The provider filter's first value (the providerselect page links here with one). */
  initialProviderId?: number | undefined;
  /** The tab shown first (a home row's "See all" links here with its tag). */
  initialTag?: GameTagCode | undefined;
}

function sourceOf(tab: LobbyTab): GameSource {
  if (tab === FAVORITES_TAB) return 'favorites';
  return tab === 'played-history' ? 'played' : 'catalogue';
}

/**
 * The lobby (spec 2, home): a debounced name search, A-Z / Z-A sort, a provider filter, the tag tabs
 * (at most 8, by order_no, from the tag endpoint) plus the member's favourites, and the game cards. A
 * keystroke only updates the search box: the grid (memoised) changes when the debounced search does.
 */
export function GameLobby({ categoryId, initialProviderId, initialTag }: GameLobbyProps) {
  const t = useGamesText();
  const session = useSession();

  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const [sort, setSort] = useState<SortOrder>('asc');
  const [providerId, setProviderId] = useState(initialProviderId);
  const [tab, setTab] = useState<LobbyTab>(initialTag ?? 'all');

  const tags = useTags();
  const providers = useProviders(categoryId);
  const source = sourceOf(tab);
  const list = useGameList(
    {
      search,
      sort,
      providerId,
      categoryId,
      tag: source === 'catalogue' ? (tab as GameTagCode) : 'all',
    },
    source,
  );

  const listed: LobbyTab[] = (tags.data ?? []).map((tag) => tag.code);
  const tagTabs: LobbyTab[] = [
    ...listed,
    // A "See all" link's tag is offered even when it is not among the first eight.
    ...(initialTag && !listed.includes(initialTag) ? [initialTag] : []),
    ...(session.isLoggedIn ? [FAVORITES_TAB as LobbyTab] : []),
  ];
  const tabs: LobbyTab[] = tagTabs.includes('all') ? tagTabs : ['all', ...tagTabs];
  const needsLogin = MEMBER_TABS.has(tab) && !session.isLoggedIn;

  const grid = needsLogin ? (
    <p>{t('lobby.loginForTab')}</p>
  ) : (
    <GameGrid
      games={list.data?.games}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
    />
  );

  return (
    <Stack gap="md" as="section" aria-label={t('lobby.label')}>
      <div className={styles.filters}>
        <TextInput
          type="search"
          label={t('lobby.search')}
          placeholder={t('lobby.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          label={t('lobby.sort')}
          value={sort}
          onChange={(event) => setSort(event.target.value === 'desc' ? 'desc' : 'asc')}
          options={[
            { value: 'asc', label: t('lobby.sortAsc') },
            { value: 'desc', label: t('lobby.sortDesc') },
          ]}
        />
        <Select
          label={t('lobby.provider')}
          value={providerId === undefined ? '' : String(providerId)}
          onChange={(event) => setProviderId(event.target.value ? Number(event.target.value) : undefined)}
          options={[
            { value: '', label: t('lobby.allProviders') },
            ...(providers.data ?? []).map((provider) => ({
              value: String(provider.id),
              label: provider.name,
            })),
          ]}
        />
      </div>
      <Tabs
        label={t('lobby.tabs')}
        value={tab}
        onChange={(id) => setTab(id as LobbyTab)}
        items={tabs.map((id) => ({
          id,
          label: id === FAVORITES_TAB ? t('lobby.favorites') : t(`tags.${id}`),
          content: id === tab ? grid : null,
        }))}
      />
    </Stack>
  );
}

import { useId } from 'react';
import { useBusinessDaysNote } from '@casino/i18n';
import { Select, TextInput } from '@casino/ui-kit';
import type { BetFilter } from '../api/bets';
import { useProviders } from '../api/catalogue';
import { useGamesText } from '../text';
import * as styles from '../pages/bets.css';

export interface BetFiltersProps {
  filter: BetFilter;
  onChange: (filter: BetFilter) => void;
  /** The games the member played in the range (from the per-game totals). */
  games: readonly { id: number; name: string }[];
}

const toId = (value: string) => (value ? Number(value) : undefined);

/** Date range, provider and game filters of the bet reports. */
export function BetFilters({ filter, onChange, games }: BetFiltersProps) {
  const t = useGamesText();
  const providers = useProviders();
  const daysNote = useBusinessDaysNote();
  const daysNoteId = useId();
  return (
    <div className={styles.filters}>
      <TextInput
        label={t('bets.from')}
        type="date"
        value={filter.from}
        max={filter.to}
        aria-describedby={daysNoteId}
        onChange={(event) => event.target.value && onChange({ ...filter, from: event.target.value })}
      />
      <TextInput
        label={t('bets.to')}
        type="date"
        value={filter.to}
        min={filter.from}
        aria-describedby={daysNoteId}
        onChange={(event) => event.target.value && onChange({ ...filter, to: event.target.value })}
      />
      <Select
        label={t('bets.provider')}
        value={filter.providerId === undefined ? '' : String(filter.providerId)}
        onChange={(event) => onChange({ ...filter, providerId: toId(event.target.value), gameId: undefined })}
        options={[
          { value: '', label: t('bets.allProviders') },
          ...(providers.data ?? []).map((provider) => ({ value: String(provider.id), label: provider.name })),
        ]}
      />
      <Select
        label={t('bets.game')}
        value={filter.gameId === undefined ? '' : String(filter.gameId)}
        onChange={(event) => onChange({ ...filter, gameId: toId(event.target.value) })}
        options={[
          { value: '', label: t('bets.allGames') },
          ...games.map((game) => ({ value: String(game.id), label: game.name })),
        ]}
      />
      <p id={daysNoteId} className={styles.filterNote}>
        {daysNote}
      </p>
    </div>
  );
}

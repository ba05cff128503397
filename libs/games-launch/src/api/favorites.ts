import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { gamesApi } from '@casino/contracts';
import { gamesKeys } from './keys';

/** Adds or removes a favourite, then reads the lists again so every card shows the new state. */
export function useToggleFavorite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, favorite }: { gameId: number; favorite: boolean }) =>
      favorite
        ? client.create(gamesApi.favoriteCreate, { game_list_id: gameId })
        : client.remove(gamesApi.favoriteRemove, gameId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.lists() }),
  });
}

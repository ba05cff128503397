/**
 * Punto banco drawing rules. Card values: ace 1, two to nine face value, tens and court cards 0; a hand
 * counts its total modulo 10.
 */
export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) % 10;
}

export function isNatural(total: number): boolean {
  return total >= 8;
}

/** The player draws a third card on 0-5 and stands on 6-7 (naturals are settled before). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. With no player third card the banker draws on 0-5. Otherwise it depends on the
 * banker's total and the value of the player's third card.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratResult = 'player' | 'banker' | 'tie';

export interface BaccaratHands {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
}

/** Plays one coup from a stream of card values dealt P, B, P, B, then third cards as the rules ask. */
export function dealCoup(nextValue: () => number): BaccaratHands {
  const player = [nextValue()];
  const banker = [nextValue()];
  player.push(nextValue());
  banker.push(nextValue());
  let playerTotal = handTotal(player);
  let bankerTotal = handTotal(banker);
  if (!isNatural(playerTotal) && !isNatural(bankerTotal)) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      playerThird = nextValue();
      player.push(playerThird);
      playerTotal = handTotal(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(nextValue());
      bankerTotal = handTotal(banker);
    }
  }
  const result: BaccaratResult =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, result };
}

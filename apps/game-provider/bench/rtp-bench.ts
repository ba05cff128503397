import { createCryptoRng } from '@casino/fairness';
import { createFairRng, generateServerSeed } from '@casino/fairness';
import { CATALOGUE } from '../src/games/catalogue';
import { SCENARIOS, simulate } from '../src/games/simulation';
import { findEngine } from '../src/games/registry';

/**
 * Simulates ROUNDS rounds of every game on the CSPRNG and prints the measured RTP with its 99% confidence
 * interval (from the sample standard deviation) against the stated exact RTP. Run: nx run game-provider:bench.
 */
const ROUNDS = Number(process.env['RTP_ROUNDS'] ?? 1_000_000);
const Z_99 = 2.5758;
const pct = (x: number, digits = 3): string => `${(x * 100).toFixed(digits)}%`;

console.log(`RTP simulation, ${ROUNDS.toLocaleString('en')} rounds per game (CSPRNG source)\n`);
const rows = SCENARIOS.map((scenario) => {
  const stats = simulate(scenario, ROUNDS, createCryptoRng());
  const expected = scenario.expectedRtp();
  const low = stats.rtp - Z_99 * stats.standardError;
  const high = stats.rtp + Z_99 * stats.standardError;
  const stated = CATALOGUE.find((g) => g.id === scenario.gameId);
  return {
    game: `${stated?.name ?? scenario.gameId} (${scenario.label})`,
    'stated RTP': pct(expected),
    'measured RTP': pct(stats.rtp),
    '99% CI': `${pct(low)} – ${pct(high)}`,
    inside: expected >= low && expected <= high ? 'yes' : 'NO',
    'sd/round': stats.standardDeviation.toFixed(2),
    'rounds/s': Math.round(stats.rounds / stats.seconds).toLocaleString('en'),
  };
});
console.table(rows);

// The provably fair source costs one HMAC per 32 bytes: replay rounds of each game on it, one nonce each.
const FAIR_ROUNDS = Math.min(ROUNDS, 50_000);
const serverSeed = generateServerSeed();
console.log(`\nProvably fair HMAC-SHA256 source, ${FAIR_ROUNDS.toLocaleString('en')} rounds per game:`);
for (const scenario of SCENARIOS) {
  const engine = findEngine(scenario.gameId);
  if (!engine) throw new Error(`Unknown game: ${scenario.gameId}`);
  const options = Array.from({ length: scenario.optionCount }, (_, i) =>
    engine.optionsSchema.parse(scenario.optionsFor(i)),
  );
  const started = performance.now();
  for (let nonce = 0; nonce < FAIR_ROUNDS; nonce += 1) {
    engine.play(
      createFairRng(serverSeed, 'bench-client', nonce),
      scenario.bet,
      options[nonce % options.length],
    );
  }
  const perSecond = FAIR_ROUNDS / ((performance.now() - started) / 1000);
  console.log(`  ${scenario.gameId.padEnd(18)} ${Math.round(perSecond).toLocaleString('en')} rounds/s`);
}

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFairRng, generateServerSeed, hashServerSeed, outcomeBlock } from './seeds';
import { nextRound, openSeedSession, publicSeedState, rotateSeed } from './seed-session';

const SERVER_SEED = 'a'.repeat(32) + '0123456789abcdef0123456789abcdef';

describe('fair outcome bytes', () => {
  it('are HMAC-SHA256 of "clientSeed:nonce:cursor" keyed by the raw server seed', () => {
    const expected = createHmac('sha256', Buffer.from(SERVER_SEED, 'hex')).update('player-1:7:0').digest();
    expect(outcomeBlock(SERVER_SEED, 'player-1', 7, 0).equals(expected)).toBe(true);
    expect(createFairRng(SERVER_SEED, 'player-1', 7).nextUint32()).toBe(expected.readUInt32BE(0));
  });

  it('stream into the next block once 32 bytes are used', () => {
    const rng = createFairRng(SERVER_SEED, 'c', 0);
    const words = Array.from({ length: 9 }, () => rng.nextUint32());
    expect(words[8]).toBe(outcomeBlock(SERVER_SEED, 'c', 0, 1).readUInt32BE(0));
  });

  it('are deterministic for a fixed seed pair and nonce, and change with the nonce', () => {
    const draw = (nonce: number) => {
      const rng = createFairRng(SERVER_SEED, 'client', nonce);
      return Array.from({ length: 20 }, () => rng.int(37));
    };
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
  });

  it('refuse malformed seeds and nonces', () => {
    expect(() => createFairRng('xyz', 'c', 0)).toThrow(RangeError);
    expect(() => createFairRng(SERVER_SEED, '', 0)).toThrow(RangeError);
    expect(() => createFairRng(SERVER_SEED, 'c', -1)).toThrow(RangeError);
  });
});

describe('server seeds', () => {
  it('are 32 random bytes whose published hash is SHA-256 of those bytes', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });
});

describe('seed session', () => {
  it('shows only the hash, advances the nonce per round and reveals the seed on rotation', () => {
    let state = openSeedSession('my-seed', SERVER_SEED);
    const shown = publicSeedState(state);
    expect(shown).toEqual({
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: 'my-seed',
      nextNonce: 0,
    });
    expect(JSON.stringify(shown)).not.toContain(SERVER_SEED);

    const first = nextRound(state);
    const second = nextRound(first.state);
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    state = second.state;

    const rotated = rotateSeed(state, 'new-seed');
    expect(rotated.revealed).toEqual({
      serverSeed: SERVER_SEED,
      serverSeedHash: shown.serverSeedHash,
      clientSeed: 'my-seed',
      roundsPlayed: 2,
    });
    expect(rotated.state.serverSeed).not.toBe(SERVER_SEED);
    expect(publicSeedState(rotated.state)).toMatchObject({ clientSeed: 'new-seed', nextNonce: 0 });
  });
});

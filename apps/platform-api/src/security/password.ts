import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for usernames that do not exist. */
  verifyDummy(password: string): Promise<void>;
}

/** argon2id at the given cost; the cost parameters travel inside each hash, so old hashes still verify. */
export async function createPasswordHasher(cost: PasswordHashCost): Promise<PasswordHasher> {
  // Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read; its value is 2.
  const options = { algorithm: 2 as Algorithm.Argon2id, ...cost };
  const dummy = await hash('not-a-real-password-0', options);
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      await verify(dummy, password).catch(() => false);
    },
  };
}

import { createHmac } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function digest(seed: string, label: string): Buffer {
  const first = createHmac('sha256', seed).update(label).digest();
  return Buffer.concat([first, createHmac('sha256', seed).update(first).digest()]);
}

const pick = (bytes: Buffer, alphabet: string, length: number) =>
  Array.from(bytes.subarray(0, length), (b) => alphabet[b % alphabet.length]).join('');

/**
 * A simulated receiving address for one deposit, derived from a server seed so it is stable for the
 * deposit and differs between deposits. It has the shape of the network's addresses (TRON base58 `T…`,
 * Ethereum `0x…` hex, Bitcoin bech32 `bc1q…`), not a checksum: the gateway is simulated.
 */
export function paymentAddress(seed: string, network: string, reference: string): string {
  const bytes = digest(seed, `crypto-address:${network}:${reference}`);
  if (network === 'ERC20') return `0x${bytes.subarray(0, 20).toString('hex')}`;
  if (network === 'BTC') return `bc1q${pick(bytes, BECH32, 38)}`;
  return `T${pick(bytes, BASE58, 33)}`;
}

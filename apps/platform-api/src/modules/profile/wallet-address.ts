import type { CryptoNetwork } from '@casino/contracts';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);

/** TRON: base58check of 21 bytes starting 0x41, which prints as `T` and 34 characters. */
function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
}

/** EIP-55: in a mixed-case address each letter's case follows the keccak-256 of the lower-case hex. */
function hasEip55Checksum(hex: string): boolean {
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const char = hex[i] ?? '';
    if (!/[a-f]/i.test(char)) continue;
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    if (nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

/** Ethereum-style (ERC20, BEP20): `0x` + 40 hex; all-lower or all-upper, else a valid EIP-55 checksum. */
function isEvmAddress(address: string): boolean {
  const match = /^0x([0-9a-fA-F]{40})$/.exec(address);
  if (!match?.[1]) return false;
  const hex = match[1];
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return hasEip55Checksum(hex);
}

/** Bitcoin mainnet: P2PKH `1…` / P2SH `3…` (base58check), or segwit `bc1…` (bech32 v0, bech32m v1+). */
function isBitcoinAddress(address: string): boolean {
  if (/^[13]/.test(address)) {
    try {
      const payload = base58.decode(address);
      if (payload.length !== 25) return false;
      const decoded = base58check.decode(address);
      return decoded.length === 21 && (decoded[0] === 0x00 || decoded[0] === 0x05);
    } catch {
      return false;
    }
  }
  const lower = address.toLowerCase();
  // bech32 is single-case; mixed case is invalid.
  if (address !== lower && address !== address.toUpperCase()) return false;
  const segwit = segwitProgram(lower);
  if (!segwit) return false;
  if (segwit.version === 0) return segwit.program.length === 20 || segwit.program.length === 32;
  return segwit.version <= 16 && segwit.program.length >= 2 && segwit.program.length <= 40;
}

/** BIP-173/350: witness version 0 in bech32, versions 1-16 in bech32m, human-readable part `bc`. */
function segwitProgram(address: string): { version: number; program: Uint8Array } | null {
  for (const codec of [bech32, bech32m]) {
    try {
      const { prefix, words } = codec.decode(address as `${string}1${string}`);
      const version = words[0];
      if (prefix !== 'bc' || version === undefined) return null;
      if ((version === 0) !== (codec === bech32)) continue;
      return { version, program: codec.fromWords(words.slice(1)) };
    } catch {
      // Try the other checksum.
    }
  }
  return null;
}

/** Whether `address` is well formed for the network (format and checksum; not whether it exists). */
export function isValidWalletAddress(network: CryptoNetwork, address: string): boolean {
  switch (network) {
    case 'TRC20':
      return isTronAddress(address);
    case 'ERC20':
    case 'BEP20':
      return isEvmAddress(address);
    case 'BTC':
      return isBitcoinAddress(address);
  }
}

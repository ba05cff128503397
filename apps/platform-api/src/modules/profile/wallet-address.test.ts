import { describe, expect, it } from 'vitest';
import { isValidWalletAddress } from './wallet-address';

describe('isValidWalletAddress', () => {
  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false], // checksum
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', false], // 33 characters
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true], // EIP-55
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false], // broken EIP-55
    ['ERC20', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359', true], // lower case: no checksum
    ['ERC20', '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359', true], // upper case: no checksum
    ['ERC20', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d35', false], // 39 hex
    ['BEP20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', true],
    ['BEP20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true], // P2PKH
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', false],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true], // P2SH
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', true], // P2WPKH, bech32
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', true],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', false],
    ['BTC', 'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', false], // mixed case
    ['BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', true], // taproot, bech32m
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', false], // testnet
  ] as const)('%s %s → %s', (network, address, valid) => {
    expect(isValidWalletAddress(network, address)).toBe(valid);
  });
});

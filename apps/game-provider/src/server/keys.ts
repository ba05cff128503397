import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PROVIDER_PRIVATE_FILE = 'provider-private.pem';
export const PROVIDER_PUBLIC_FILE = 'provider-public.pem';
export const OPERATOR_PUBLIC_FILE = 'operator-public.pem';

/**
 * The provider's RSA pair, generated once into the data directory; its public half is also written to
 * the shared keys directory, where the platform reads it while its provider row has no key.
 */
export async function providerKeys(
  dataDir: string,
  keysDir: string,
): Promise<{ privateKey: string; publicKey: string }> {
  await mkdir(dataDir, { recursive: true });
  const privatePath = join(dataDir, PROVIDER_PRIVATE_FILE);
  const publicPath = join(dataDir, PROVIDER_PUBLIC_FILE);
  let pair: { privateKey: string; publicKey: string };
  try {
    pair = { privateKey: await readFile(privatePath, 'utf8'), publicKey: await readFile(publicPath, 'utf8') };
  } catch {
    pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await writeFile(privatePath, pair.privateKey, { mode: 0o600 });
    await writeFile(publicPath, pair.publicKey);
  }
  await mkdir(keysDir, { recursive: true });
  await writeFile(join(keysDir, PROVIDER_PUBLIC_FILE), pair.publicKey);
  return pair;
}

/**
 * The operator's public key: the configured PEM, else the file the platform wrote. The file is read again
 * every 30 s (every second while missing), so a platform that starts later or regenerates its keys is seen.
 */
export function operatorKeySource(
  keysDir: string,
  configured: string | undefined,
): () => Promise<string | undefined> {
  let cached: string | undefined;
  let readAt = 0;
  return async () => {
    if (configured) return configured;
    if (Date.now() - readAt < (cached ? 30_000 : 1000)) return cached;
    readAt = Date.now();
    try {
      cached = await readFile(join(keysDir, OPERATOR_PUBLIC_FILE), 'utf8');
    } catch {
      cached = undefined;
    }
    return cached;
  };
}

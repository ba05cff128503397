/**
 * The stacks the suite starts (playwright.config.ts) and the specs visit: the default brand on E2E_PORT
 * (3300), and a second brand beside it 50 ports up, each with its own game provider 100 ports up and its
 * own temporary database. Specs that do not name a stack use the first, Playwright's `baseURL`.
 */
export interface BrandStack {
  brand: 'royal-siam' | 'neon-jungle';
  port: number;
  providerPort: number;
  baseURL: string;
}

const basePort = Number(process.env['E2E_PORT'] ?? 3300);

function stack(brand: BrandStack['brand'], port: number): BrandStack {
  return { brand, port, providerPort: port + 100, baseURL: `http://localhost:${port}` };
}

export const STACKS: readonly BrandStack[] = [
  stack('royal-siam', basePort),
  stack('neon-jungle', basePort + 50),
];

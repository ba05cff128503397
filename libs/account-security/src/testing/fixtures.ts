import type { ActiveSession, LoginHistoryEntry } from '@casino/contracts';

export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const sessions: ActiveSession[] = [
  {
    id: '7a1f0a52-5a55-4a0c-9a7c-8f2b1e0c1a01',
    created_at: '2026-11-27T09:15:00.000Z',
    last_seen_at: '2026-11-27T10:02:00.000Z',
    ip: '203.0.113.7',
    browser: 'Chrome',
    os: 'Windows',
    current: true,
  },
  {
    id: '7a1f0a52-5a55-4a0c-9a7c-8f2b1e0c1a02',
    created_at: '2026-11-26T21:40:00.000Z',
    last_seen_at: '2026-11-27T08:30:00.000Z',
    ip: '198.51.100.23',
    browser: 'Safari',
    os: 'iOS',
    current: false,
  },
];

export const history: LoginHistoryEntry[] = [
  {
    id: '3',
    created_at: '2026-11-27T09:15:00.000Z',
    succeeded: true,
    ip: '203.0.113.7',
    browser: 'Chrome',
    os: 'Windows',
    current: true,
  },
  {
    id: '2',
    created_at: '2026-11-27T09:14:30.000Z',
    succeeded: false,
    ip: '203.0.113.7',
    browser: 'Chrome',
    os: 'Windows',
    current: false,
  },
  {
    id: '1',
    created_at: '2026-11-20T12:00:00.000Z',
    succeeded: true,
    ip: null,
    browser: null,
    os: null,
    current: false,
  },
];

export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);

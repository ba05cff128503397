import type { AuthResult, AuthenticatedUser } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A unique Thai mobile number (10 digits, leading 0) per call within a test file. */
export function uniquePhone(): string {
  counter += 1;
  return `08${String(Date.now() % 1e4).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  const phone = (overrides['phone'] as string | undefined) ?? uniquePhone();
  return {
    username: phone,
    phone,
    password: 'Secret123',
    confirm_password: 'Secret123',
    country_code: 'TH',
    currencyId: 1,
    subscribe_email: false,
    terms_condition: true,
    ...overrides,
  };
}

export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/pbgapi/pb/users-register', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { body, user: res.json<AuthenticatedUser>() };
}

export async function loginMember(app: FastifyInstance, username: string, password = 'Secret123') {
  const res = await app.inject({
    method: 'POST',
    url: '/pbgapi/pb/authentication',
    payload: { strategy: 'local', username, password },
  });
  if (res.statusCode !== 201) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<AuthResult>();
}

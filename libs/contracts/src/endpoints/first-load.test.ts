import { describe, expect, it } from 'vitest';
import { routeOnly } from '../endpoint';
import type { LazyEndpoint } from '../endpoint';
import * as firstLoad from './first-load';

const lazyEndpoints = Object.entries(firstLoad).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(
    ([name, endpoint]) => [`${group}.${name}`, endpoint as LazyEndpoint] as const,
  ),
);

describe('the first load lazy endpoints', () => {
  it.each(lazyEndpoints)('%s has the route of the endpoint it loads', async (_name, lazy) => {
    const endpoint = await lazy.load();
    expect(routeOnly(lazy)).toEqual(routeOnly(endpoint));
    expect(endpoint.response).toBeDefined();
  });
});

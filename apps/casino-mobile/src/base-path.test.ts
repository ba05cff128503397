import { describe, expect, it } from 'vitest';
import { appPath } from './base-path';

describe('appPath', () => {
  it('is the path the router sees under the /m basename', () => {
    expect(appPath('/m/th/games', '/m')).toBe('/th/games');
    expect(appPath('/m/', '/m')).toBe('/');
    expect(appPath('/m', '/m')).toBe('/');
  });

  it('leaves a path outside the basename (or with none) as it is', () => {
    expect(appPath('/mobile/en', '/m')).toBe('/mobile/en');
    expect(appPath('/en/register', '')).toBe('/en/register');
  });
});

import { describe, expect, it } from 'vitest';
import { findRoute, matchPattern, resolvePath } from './router';
import { ROUTES } from './routes';

describe('resolvePath', () => {
  it('treats /connect/... as the current version and accepts the /api prefix of the Hosting rewrite', () => {
    expect(resolvePath('/connect/plans')).toEqual({ version: 'v1', rest: '/plans' });
    expect(resolvePath('/connect/v1/plans/')).toEqual({ version: 'v1', rest: '/plans' });
    expect(resolvePath('/api/connect/v1/policies/terms')).toEqual({
      version: 'v1',
      rest: '/policies/terms',
    });
    expect(resolvePath('//api//connect//plans')).toEqual({ version: 'v1', rest: '/plans' });
  });

  it('refuses paths outside /connect and versions that do not exist, naming the current one', () => {
    expect(() => resolvePath('/plans')).toThrow(/under \/connect/);
    expect(() => resolvePath('/connectx/plans')).toThrow(/under \/connect/);
    expect(() => resolvePath('/connect/v9/plans')).toThrow(
      /v9 does not exist; the current version is v1/,
    );
  });
});

describe('findRoute', () => {
  it('extracts decoded path parameters', () => {
    expect(findRoute(ROUTES, 'GET', '/policies/privacy').params).toEqual({ kind: 'privacy' });
    expect(matchPattern('/policies/{kind}', '/policies/a%20b')).toEqual({ kind: 'a b' });
    expect(matchPattern('/policies/{kind}', '/policies/%E0%A4%A')).toBeNull();
    expect(matchPattern('/policies/{kind}', '/policies/')).toBeNull();
  });

  it('answers HEAD like GET and names the methods a known path answers', () => {
    expect(findRoute(ROUTES, 'HEAD', '/plans').route.method).toBe('GET');
    expect(() => findRoute(ROUTES, 'DELETE', '/posts')).toThrow(
      '/posts answers GET and POST only.',
    );
    expect(() => findRoute(ROUTES, 'GET', '/nothing')).toThrow('There is no route /nothing.');
  });
});

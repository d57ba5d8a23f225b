import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/content/catalog';
import { leafMatcher } from '../../src/entry-server';
import { PATHS } from '../../src/paths';
import { routeTable } from '../../src/route-table';

const reference = (table: RouteObject[], pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route;

describe('leafMatcher', () => {
  const pages = CATALOGS.en.flatMap((category) => category.pages.map((page) => page.path));
  const known = [...Object.values(PATHS), ...pages];
  const variants = known.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}///`,
    path.replace(/-/g, '%2D'),
    path.replace(/e/g, '%65').replace(/E/g, '%45'),
    `${path}x`,
    `${path}/more`,
    `/x${path}`,
  ]);
  const unknown = [
    '/',
    '//',
    '/no/such/page',
    '/excuses',
    '/excuses/work',
    '/%E0%A4%A',
    '/a%2Fb',
    '/excuses%2Fwork%2Flate-to-work',
    '/%00',
    '/é',
    '/%C3%A9',
  ];

  it('finds the same route as React Router for every real path, its variants and unknown paths', () => {
    const match = leafMatcher(routeTable());
    for (const path of [...variants, ...unknown]) expect(match(path), path).toBe(reference(routeTable(), path));
  });

  it('falls back to full matching for a table with parameters or several catch-alls', () => {
    const page = { path: '/p/:id', Component: () => null };
    const table: RouteObject[] = [{ path: '/', children: [page, { path: '*', Component: () => null }] }];
    expect(leafMatcher(table)('/p/7')).toBe(page);
    const nested: RouteObject[] = [
      { path: '/a', children: [{ path: '*', id: 'a-rest' }] },
      { path: '*', id: 'rest' },
    ];
    expect(leafMatcher(nested)('/a/b')?.id).toBe('a-rest');
    expect(leafMatcher(nested)('/b')?.id).toBe('rest');
  });
});

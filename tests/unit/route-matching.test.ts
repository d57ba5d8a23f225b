import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/content/catalog';
import { leafMatcher } from '../../src/entry-server';
import { LOCAL_PATHS } from '../../src/paths';
import { routeTable } from '../../src/route-table';

const reference = (table: RouteObject[], pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route;

describe('leafMatcher', () => {
  // Both languages' pages: Spanish paths sit under /es, whose own catch-all answers unknown ones.
  const pages = [...CATALOGS.en, ...CATALOGS.es].flatMap((category) => category.pages.map((page) => page.path));
  const known = [...Object.values(LOCAL_PATHS.en), ...Object.values(LOCAL_PATHS.es), ...pages];
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
    '/es/no/existe',
    '/es/',
    '/ES/Excusas',
    '/es%2Fbuscar',
  ];

  it('finds the same route as React Router for every real path, its variants and unknown paths', () => {
    const match = leafMatcher(routeTable());
    for (const path of [...variants, ...unknown]) expect(match(path), path).toBe(reference(routeTable(), path));
  });

  it("answers an unknown path under a language prefix with that language's catch-all", () => {
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: '/about', id: 'about' },
          { path: '/es/*', id: 'es-rest' },
          { path: '*', id: 'rest' },
        ],
      },
    ];
    const match = leafMatcher(table);
    expect(match('/es/nada')?.id).toBe('es-rest');
    expect(match('/ES')?.id).toBe('es-rest');
    expect(match('/esx/nada')?.id).toBe('rest');
    expect(match('/nada')?.id).toBe('rest');
    expect(match('/About/')?.id).toBe('about');
  });

  it('falls back to full matching for a table with parameters or nested catch-alls', () => {
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

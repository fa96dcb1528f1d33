import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGETS } from '../../../bench/budgets.mjs';
import { ADMIN_PAGE_PATHS, ADMIN_PAGES, SIGN_IN_PAGES } from '../../../shared/pages/back-office-pages';
import { germanPath, GUEST_PAGES, PUBLIC_GUEST_PATHS, type GuestPage } from '../../../shared/pages/guest-pages';
import { PRIVATE_PAGES } from '../../../shared/private-pages';
import { en } from '../../../shared/i18n/en';
import { ADMIN_NAV, FOOTER_ADMIN_NAV, legalNav, publicNav } from '../features/layout/nav-links';
import { ISLANDS } from './island-pages';
import { CLIENT_ONLY_PAGES, PRERENDERED_PAGES } from './prerendered-pages';
import { routes } from './routes';

// The pages are declared once, in shared/pages/; these registries are derived from it or, where a
// file must list them itself, checked against it here.
const pages: readonly GuestPage[] = GUEST_PAGES;
const backOffice = [...SIGN_IN_PAGES, ...ADMIN_PAGES];
/** An address a guest could open: /booking/:id → /booking/x. */
const example = (path: string) => path.replace(/:[^/]+/g, 'x');
/** The route a path reaches, by its path from the root: '/de/menu' → '/de/menu', an unknown one → '…/*'. */
const routeOf = (path: string) =>
  (matchRoutes(routes, example(path)) ?? [])
    .map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace('//', '/');
const leafIndex = (path: string) => matchRoutes(routes, example(path))!.at(-1)!.route.index === true;

describe('the pages manifest (shared/pages/)', () => {
  it('names an existing module for every page', () => {
    for (const { module } of [...pages, ...backOffice])
      expect(existsSync(new URL(`../../${module}`, import.meta.url)), module).toBe(true);
  });

  it('gives every guest page a route in English and in German, and routes no guest address it does not list', () => {
    for (const { path } of pages) {
      for (const address of [path, germanPath(path)]) {
        expect(routeOf(address), `${address} reaches the 404 page`).not.toMatch(/\*$/);
        if (path === '/') expect(leafIndex(address), address).toBe(true);
        else expect(routeOf(address), address).toBe(address);
      }
    }
    const german = routes.find((route) => route.path === '/de')!.children!.filter((route) => route.path !== '*');
    expect(german.length, 'the German routes are the manifest’s pages').toBe(pages.length);
  });

  it('routes every back-office page, and no other', () => {
    for (const { path } of backOffice) {
      expect(routeOf(path), `${path} reaches the 404 page`).not.toMatch(/\*$/);
      if (path !== '/admin') expect(routeOf(path), path).toBe(path);
    }
    const root = routes.find((route) => route.path === '/')!.children!;
    const admin = root.find((route) => route.path === 'admin')!.children!;
    const adminRoutes = admin.flatMap((route) => (route.path || route.index ? [route] : route.children!));
    expect(adminRoutes.length).toBe(ADMIN_PAGES.length);
    expect(root.length, 'the English routes are the manifest’s pages, the back office and the 404').toBe(
      pages.length + SIGN_IN_PAGES.length + 2,
    );
  });

  it('prerenders every guest page once, at its address or its shell, and gives each back-office page the app shell', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual(pages.map((page) => page.shell ?? page.path));
    for (const page of PRERENDERED_PAGES)
      expect(page.module).toBe(pages.find((p) => (p.shell ?? p.path) === page.path)!.module);
    expect(CLIENT_ONLY_PAGES).toEqual(
      expect.arrayContaining([
        ...SIGN_IN_PAGES.map((page) => page.path),
        ...ADMIN_PAGES.map((page) => ('shell' in page ? page.shell : page.path)),
      ]),
    );
  });

  it('has code in the islands’ table for every island, and it loads that page’s module', () => {
    const islands = pages.flatMap((page) => (page.island ? [page] : []));
    expect(Object.keys(ISLANDS).sort()).toEqual(islands.map((page) => page.island).sort());
    for (const page of islands) {
      // The table's import() names the module by its path below features/.
      const specifier = page.module.replace(/^src\//, '').replace(/\.tsx$/, '');
      expect(String(ISLANDS[page.island as keyof typeof ISLANDS].load), page.island).toContain(specifier);
      expect(ISLANDS[page.island as keyof typeof ISLANDS].sections).toEqual(['common', 'api', ...page.texts]);
    }
  });

  it('has a catalogue part in both languages for every text a page shows', () => {
    for (const section of new Set(pages.flatMap((page) => page.texts))) {
      const file = section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      for (const locale of ['en', 'de'])
        expect(
          existsSync(new URL(`../../../shared/i18n/${locale}/${file}.ts`, import.meta.url)),
          `${locale}/${file}`,
        ).toBe(true);
    }
  });

  it('lets the Worker answer first exactly the pages it draws or serves a private shell for (wrangler.jsonc run_worker_first)', () => {
    const text = readFileSync(new URL('../../../wrangler.jsonc', import.meta.url), 'utf8');
    const first: string[] = ts.parseConfigFileTextToJson('wrangler.jsonc', text).config.assets.run_worker_first;
    const drawn = pages.filter((page) => page.workerDraws).flatMap((page) => [page.path, germanPath(page.path)]);
    // Besides the pages: the API, and the home page's templates, which the Worker hides (shared/home-page.ts).
    expect([...first].sort()).toEqual(
      ['/api/*', '/_home/*', ...drawn, ...PRIVATE_PAGES.map((page) => page.pattern)].sort(),
    );
  });

  it('gives every guest page with a fixed address a byte budget, and budgets no other', () => {
    expect(Object.keys(FIRST_LOAD_BUDGETS).sort()).toEqual([...PUBLIC_GUEST_PATHS].sort());
  });

  it('links every guest page with a fixed address from the header or the footer, and no other', () => {
    const links = [...publicNav(en, 'en'), ...legalNav(en, 'en')].map((item) => item.to);
    expect(links.sort()).toEqual([...PUBLIC_GUEST_PATHS].sort());
  });

  it('links every back-office page from the staff header, owners’ pages shown to owners only, and no other', () => {
    const ownerOnly = (path: string) => ADMIN_PAGES.some((page) => page.path === path && 'ownerOnly' in page);
    expect(ADMIN_NAV.map((item) => item.to).sort()).toEqual([...ADMIN_PAGE_PATHS].sort());
    // The footer links a few of them: each still a page, with the same owners' flag.
    for (const item of [...ADMIN_NAV, ...FOOTER_ADMIN_NAV]) {
      expect(ADMIN_PAGE_PATHS, item.to).toContain(item.to);
      expect(item.ownerOnly === true, `${item.to} is for owners`).toBe(ownerOnly(item.to));
    }
  });
});

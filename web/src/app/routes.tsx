import type { RouteObject } from 'react-router';
import { SiteFallback, SiteLayout } from '../features/layout/site-layout';
import { RouteError } from '../features/errors/route-error';
import { GUEST_PAGES } from '../../../shared/pages/guest-pages';
import { ADMIN_PAGES, SIGN_IN_PAGES } from '../../../shared/pages/back-office-pages';
import { loadPageTexts } from './load-messages';
import { GUEST_PAGE_SECTIONS, textsOf } from './page-texts';

// Every page module is a lazy chunk of its own, named in shared/pages/ by its path under web/.
const pageModules = import.meta.glob<object>('../features/*/*-route.tsx');
const moduleOf = (module: string) => {
  const load = pageModules[`../${module.replace(/^src\//, '')}`];
  if (!load) throw new Error(`${module} is not a page module (web/src/features/*/*-route.tsx)`);
  return load;
};
/** A route's path below its parent: /menu → menu, /admin/guests/:key under /admin → guests/:key. */
const below = (parent: string, path: string): Pick<RouteObject, 'path'> & { index?: true } =>
  path === parent ? { index: true } : { path: path.slice(parent === '/' ? 1 : parent.length + 1) };

/** A page's module, with the catalogue parts it shows loaded beside it (app/load-messages.ts). */
const page = (load: () => Promise<object>, texts: ReturnType<typeof textsOf>) => async () => {
  const [module] = await Promise.all([load(), loadPageTexts(texts)]);
  return module;
};
/** A back-office or sign-in page: every catalogue part, and the back office's stylesheet. */
const backOffice = (load: () => Promise<object>) => async () => {
  const [module] = await Promise.all([
    load(),
    loadPageTexts(GUEST_PAGE_SECTIONS),
    import('../ui/styles/back-office.css'),
  ]);
  return module;
};

/** The guest pages, the same in both languages: English at /…, German at /de/… (issue 13). */
const guestPages = (): RouteObject[] =>
  GUEST_PAGES.map(
    ({ path, module, texts }) => ({ ...below('/', path), lazy: page(moduleOf(module), textsOf(texts)) }) as RouteObject,
  );
const notFound: RouteObject = {
  path: '*',
  lazy: page(moduleOf('src/features/errors/not-found-route.tsx'), textsOf([])),
};
const adminPages = (ownerOnly: boolean): RouteObject[] =>
  ADMIN_PAGES.filter((admin) => 'ownerOnly' in admin === ownerOnly).map(
    ({ path, module }) => ({ ...below('/admin', path), lazy: moduleOf(module) }) as RouteObject,
  );

/**
 * Every page is its own lazy chunk, so a guest downloads only the page they open, and
 * no admin code at all. Unknown paths get the 404 page, not /login (docs/decisions/003).
 * The browser router (boot.tsx) and the build's prerender (entry-prerender.tsx) share them.
 * The pages are declared in shared/pages/; the back office and sign-in stay English only.
 */
export const routes: RouteObject[] = [
  {
    path: '/de',
    Component: SiteLayout,
    HydrateFallback: SiteFallback,
    ErrorBoundary: RouteError,
    children: [...guestPages(), notFound],
  },
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: SiteFallback,
    ErrorBoundary: RouteError,
    children: [
      ...guestPages(),
      ...SIGN_IN_PAGES.map(
        ({ path, module }) => ({ ...below('/', path), lazy: backOffice(moduleOf(module)) }) as RouteObject,
      ),
      {
        path: 'admin',
        // The back office may show any shared rule's message: every part, whatever it costs staff.
        lazy: backOffice(moduleOf('src/features/admin-shell/admin-guard-route.tsx')),
        children: [
          ...adminPages(false),
          // Owners' pages: staff who open one are told it is for owners (decision 022).
          { lazy: moduleOf('src/features/admin-shell/owner-only-route.tsx'), children: adminPages(true) },
        ],
      },
      notFound,
    ],
  },
];

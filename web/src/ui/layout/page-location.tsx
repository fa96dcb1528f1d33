import { createContext, useContext, type ReactNode } from 'react';

/** The address of the page being shown: what links, the language and active navigation read. */
export type PageLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** Replaces the query (`?…`) without a new history entry or a scroll, as a filter does. */
  replaceSearch: (search: string) => void;
};

const PageLocationContext = createContext<PageLocation | null>(null);

/**
 * The page's location without React Router: the back office's router provides it from its own
 * location (features/layout/site-layout.tsx), a guest page's island from the document's address
 * (app/hydrate-island.tsx), so guest page code runs without the router's 30 KB (docs/decisions/023).
 */
export function PageLocationProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageLocationContext value={value}>{children}</PageLocationContext>;
}

export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error('usePageLocation needs a PageLocationProvider');
  return location;
}

/** One query parameter of the page's address, and a setter that replaces it (null removes it). */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const { search, replaceSearch } = usePageLocation();
  const value = new URLSearchParams(search).get(name);
  const set = (next: string | null) => {
    const params = new URLSearchParams(search);
    if (next === null) params.delete(name);
    else params.set(name, next);
    const query = params.toString();
    replaceSearch(query ? `?${query}` : '');
  };
  return [value, set];
}

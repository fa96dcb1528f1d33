import { createContext, useContext, type ReactNode } from 'react';

/** The address of the page being shown: what links, the language and active navigation read. */
export type PageLocation = { pathname: string; search: string; hash: string };

const PageLocationContext = createContext<PageLocation | null>(null);

/**
 * The page's location without React Router: the back office's router provides it from its own
 * location (features/layout/site-layout.tsx), a guest page's island from the document's address
 * (app/islands.tsx), so guest page code runs without the router's 33 KB (docs/decisions/023).
 */
export function PageLocationProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageLocationContext value={value}>{children}</PageLocationContext>;
}

export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error('usePageLocation needs a PageLocationProvider');
  return location;
}

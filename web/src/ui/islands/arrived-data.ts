import { createContext, useContext, useEffect, useState } from 'react';
import { useGuestData as useAsync } from '../data/use-guest-data';

/** How long a drawn page waits for its data before it starts without it. */
const BEFORE_HYDRATE_TIMEOUT_MS = 5000;

/**
 * Data a page arrived with, so the page's first render matches what is already on screen: written
 * beside its markup as a JSON block by the Worker (the home page's banners, decision 009); given to
 * a drawing outside a browser through `Given`, a context (the Worker's, web/src/server-render, and
 * the build's prerender); and in the browser fetched before a page hydrates (the menu's dishes,
 * decisions 029, 032). A context rather than a module-level value, so no drawing can see another's.
 * Read once: a later visit within the app fetches instead.
 */
export function arrivedData<T>(elementId?: string) {
  const Given = createContext<T | undefined>(undefined);
  let fetched: T | undefined;
  let used = false;
  const read = (): T | undefined => {
    if (used) return undefined;
    if (fetched !== undefined || typeof document === 'undefined' || !elementId) return fetched;
    const text = document.getElementById(elementId)?.textContent;
    if (!text) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined;
    }
  };
  const markUsed = () => {
    used = true;
  };
  return {
    /** `<Given value={data}>` around a page drawn outside a browser: the data it is drawn with. */
    Given,
    /**
     * What a page the Worker drew (its `#root` marked `mark`) runs before it hydrates: the data it
     * was drawn with, read from `path` with a plain fetch (no typed client: 2.3 KB a guest's first
     * load does not need), so the first render is the drawn one. Should the answer differ from the
     * drawn copy (staff changed it in between) or not come within 5 s, React logs a hydration error
     * and draws the page afresh: with the newer data, or loading it again.
     */
    beforeHydrate(mark: string, path: string, what: string) {
      return async () => {
        if (!document.getElementById('root')?.hasAttribute(mark)) return;
        try {
          const res = await fetch(path, { signal: AbortSignal.timeout(BEFORE_HYDRATE_TIMEOUT_MS) });
          if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
          fetched = (await res.json()) as T;
        } catch (error) {
          // §8: logged only; the page is drawn afresh, loading, and fetches again.
          console.warn(`${what} unavailable`, error);
        }
      };
    },
    /** The page's data: what it arrived with on its first render, fetched with `load` after that. */
    useData(load: () => Promise<T>) {
      const given = useContext(Given);
      const [arrived] = useState(() => given ?? read());
      useEffect(markUsed, []);
      return useAsync(load, arrived);
    },
  };
}

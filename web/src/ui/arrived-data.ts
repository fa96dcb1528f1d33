import { useEffect, useState } from 'react';
import { useAsync } from './use-async';

/**
 * Data a page arrived with, so the page's first render matches what is already on screen: written
 * beside its markup as a JSON block by the Worker (the home page's banners, decision 009), or given
 * to the drawing with `drawWith`: outside a browser by the build's prerender and the Worker, and in
 * the browser before a page hydrates (the menu's dishes, fetched once it has painted, decision 029).
 * Read once: a later visit within the app fetches instead.
 */
export function arrivedData<T>(elementId?: string) {
  let drawn: T | undefined;
  let used = false;
  const read = (): T | undefined => {
    if (used) return undefined;
    if (drawn !== undefined || typeof document === 'undefined' || !elementId) return drawn;
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
    drawWith(value: T | undefined) {
      drawn = value;
    },
    /** The page's data: what it arrived with on its first render, fetched with `load` after that. */
    useData(load: () => Promise<T>) {
      const [arrived] = useState(read);
      useEffect(markUsed, []);
      return useAsync(load, arrived);
    },
  };
}

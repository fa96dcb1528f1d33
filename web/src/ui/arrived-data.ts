/**
 * Data a page arrived with: written beside its markup as a JSON block by the Worker (the home
 * page's banners, decision 009; the menu's dishes, decision 028), or given to the drawing outside a
 * browser, so the page's first render matches what is already on screen. Read once: a later visit
 * within the app fetches instead.
 */
export function arrivedData<T>(elementId: string) {
  let outsideBrowser: T | undefined;
  let used = false;
  return {
    /** What the page is drawn with where there is no document: the build's prerender, the Worker. */
    drawWith(value: T | undefined) {
      outsideBrowser = value;
    },
    read(): T | undefined {
      if (typeof document === 'undefined') return outsideBrowser;
      const text = used ? null : document.getElementById(elementId)?.textContent;
      if (!text) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    markUsed() {
      used = true;
    },
  };
}

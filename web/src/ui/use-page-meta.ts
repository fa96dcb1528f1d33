import { useEffect } from 'react';

const SITE = 'Kovalam Berlin';

const pageTitle = (title: string) => (title ? `${title} · ${SITE}` : `${SITE} · South Indian Kitchen`);

/** What the page being prerendered asked for; the build writes it into that page's <head>. */
export const prerenderedMeta = { title: '', description: '' };

/** Each page names itself in the tab and in search results. */
export function usePageMeta(title: string, description: string) {
  // Effects never run while the build prerenders a page, so its title is recorded here instead.
  if (typeof document === 'undefined') Object.assign(prerenderedMeta, { title: pageTitle(title), description });

  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

import { useEffect } from 'react';

const SITE = 'Kovalam Berlin';

/** Each page names itself in the tab and in search results. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · South Indian Kitchen`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

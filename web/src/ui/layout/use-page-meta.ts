import { useEffect } from 'react';
import { useMessages } from '../format/i18n';

/** What the page being prerendered asked for; the build writes it into that page's <head>. */
export const prerenderedMeta = { title: '', description: '' };

/** Each page names itself in the tab and in search results. */
export function usePageMeta(pageName: string, description: string) {
  const { common } = useMessages();
  // Soft hyphens help long German words wrap on the page; a tab's title has no use for them.
  const name = pageName.replace(/\u00ad/g, '');
  const title = name ? `${name} · ${common.siteTitle}` : common.siteTitleDefault;
  // Effects never run while the build prerenders a page, so its title is recorded here instead.
  if (typeof document === 'undefined') Object.assign(prerenderedMeta, { title, description });

  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { localizedPath, otherLocale } from '../../../../shared/i18n/locales';
import { useLocale, useMessages } from '../../ui/format/i18n';

/** Each language's text as a lazy component (React.lazy), made once at module level. */
type Bodies = { en: ComponentType; de: ComponentType };

/**
 * A legal text in the page's language. Each language's text is its own chunk, so a page never
 * downloads the other language's document; the German one is authoritative, and the English page
 * says so with a link to it (issue 13).
 */
export function LegalBody({ bodies, path }: { bodies: Bodies; path: string }) {
  const locale = useLocale();
  const { legal } = useMessages();
  const Body = bodies[locale];
  const other = otherLocale(locale);
  return (
    <>
      <p className="rounded-xl bg-sand/60 px-4 py-3 text-sm">
        {legal.authoritative}{' '}
        {/* Worded in the page's language (so no lang attribute); the other document loads afresh. */}
        <Link to={localizedPath(path, other)} reloadDocument hrefLang={other}>
          {legal.authoritativeLink}
        </Link>
        .
      </p>
      <Suspense fallback={<p role="status">{legal.loading}</p>}>
        <Body />
      </Suspense>
      <p className="text-sm text-muted">{legal.lastUpdated}</p>
    </>
  );
}

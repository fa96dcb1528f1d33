import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A plain link: a full page load, which is what a prerendered guest page needs. */
const plainLink = ({ to, ...rest }: SiteLinkProps) => <a href={to} {...rest} />;

const LinkContext = createContext<(props: SiteLinkProps) => ReactNode>(plainLink);

/** Lets the single-page app (features/layout/site-layout.tsx) draw every SiteLink as a router link. */
export const SiteLinkProvider = LinkContext;

/**
 * A link within the site. Inside the router it navigates without a page load; on a guest page that
 * runs as islands (docs/decisions/023) it is a plain `<a href>`: the same markup either way.
 */
export function SiteLink(props: SiteLinkProps) {
  return useContext(LinkContext)(props);
}

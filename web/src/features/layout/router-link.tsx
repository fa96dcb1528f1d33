import { Link } from 'react-router';
import type { SiteLinkProps } from '../../ui/layout/site-link';

/** How `SiteLink` draws inside the router: a navigation without a page load. */
export const routerLink = ({ to, ...rest }: SiteLinkProps) => <Link to={to} {...rest} />;

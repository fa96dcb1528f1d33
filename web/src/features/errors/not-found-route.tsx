import { usePageMeta } from '../../ui/use-page-meta';
import { ErrorView } from './error-view';

// Unknown paths stay in the public layout with a 404 instead of going to /login (docs/decisions/003).
export function Component() {
  usePageMeta('Page not found', 'This page does not exist. Find your way back to the Kovalam menu and reservations.');
  return <ErrorView status={404} message="We couldn't find that page. It may have moved, or the link has a typo." />;
}

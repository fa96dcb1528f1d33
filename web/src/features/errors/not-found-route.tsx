import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useMessages } from '../../ui/format/i18n';
import { ErrorView } from './error-view';

// Unknown paths stay in the public layout with a 404 instead of going to /login (docs/decisions/003).
export function Component() {
  const { errors } = useMessages().common;
  usePageMeta(errors.notFoundTitle, errors.notFoundDescription);
  return <ErrorView status={404} message={errors.notFoundMessage} />;
}

import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useMessages } from '../../ui/format/i18n';
import { ErrorView } from './error-view';

/** §8: 'Error {status or 500}' with the message, or 'Something went wrong!'. */
export default function ErrorPage({ status, message }: { status: number; message: string }) {
  const m = useMessages();
  usePageMeta(m.common.errors.title(status), m.api.generic.errorPageFallback);
  return <ErrorView status={status} message={message || m.api.generic.errorPageFallback} />;
}

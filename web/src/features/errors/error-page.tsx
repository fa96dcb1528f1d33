import { GENERIC_MESSAGES } from '../../../../shared/messages';
import { usePageMeta } from '../../ui/use-page-meta';
import { ErrorView } from './error-view';

/** §8: 'Error {status or 500}' with the message, or 'Something went wrong!'. */
export default function ErrorPage({ status, message }: { status: number; message: string }) {
  usePageMeta(`Error ${status}`, GENERIC_MESSAGES.errorPageFallback);
  return <ErrorView status={status} message={message || GENERIC_MESSAGES.errorPageFallback} />;
}

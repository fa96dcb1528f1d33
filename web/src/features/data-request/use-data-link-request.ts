import { useState } from 'react';
import type { DataRequestType } from '../../../../shared/rules/data-request';
import { ApiFailure } from '../../lib/api-failure';
import { requestDataLink } from './api/request-data-link';
import { useMessages } from '../../ui/format/i18n';

type State =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

// The API's own words for a refusal it explains (a rate limit, a field); otherwise the spec's §8 text
// from the page's catalogue.
const messageOf = (error: unknown, failed: string) =>
  (error instanceof ApiFailure && error.status < 500 && error.serverError) || failed;

/** The form's request for an emailed confirmation link. */
export function useDataLinkRequest() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { failed } = useMessages().api.dataRequest;
  const send = async (email: string, type: DataRequestType) => {
    setState({ kind: 'pending' });
    try {
      setState({ kind: 'sent', message: (await requestDataLink(email, type)).message });
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error, failed) });
    }
  };
  return { state, send };
}

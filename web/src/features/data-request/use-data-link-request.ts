import { useState } from 'react';
import { messagesFor } from '../../../../shared/i18n/catalogues';
import type { DataRequestType } from '../../../../shared/rules/data-request';
import { ApiFailure } from '../../lib/api-failure';
import { requestDataLink } from './api/request-data-link';

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

// The API's own words for a refusal it explains (a rate limit, a field); otherwise the spec's §8 text.
// messagesFor answers the page's catalogue, the only one a browser holds (docs/decisions/020).
const messageOf = (error: unknown) => (error instanceof ApiFailure && error.status < 500 && error.serverError) || messagesFor('en').api.dataRequest.failed;

/** The form's request for an emailed confirmation link. */
export function useDataLinkRequest() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const send = async (email: string, type: DataRequestType) => {
    setState({ kind: 'pending' });
    try {
      setState({ kind: 'sent', message: (await requestDataLink(email, type)).message });
    } catch (error) {
      setState({ kind: 'error', message: messageOf(error) });
    }
  };
  return { state, send };
}

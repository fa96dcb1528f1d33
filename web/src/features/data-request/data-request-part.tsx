import { useEffect, useRef } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '../../ui/controls/alert';
import { SiteLink } from '../../ui/layout/site-link';
import { DataRequestForm } from './data-request-form';
import { useDataLinkRequest } from './use-data-link-request';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

/**
 * The form's card and the answer below it: all a guest's /data-request hydrates, and only once the
 * guest heads for it (decision 033). The hero above is final as drawn.
 */
export function Component() {
  const { dataRequest: t } = useMessages();
  const to = useLocalizedPath();
  const { state, send } = useDataLinkRequest();
  const answer = useRef<HTMLDivElement>(null);
  // On a phone the answer sits below the fold after the button: bring it into view.
  useEffect(() => {
    if (state.kind === 'sent' || state.kind === 'error')
      answer.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [state.kind]);

  return (
    <>
      <div className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-10">
        <h2 id="request-title" className="flex items-center gap-2.5 text-2xl font-semibold text-tamarind-dark">
          <ShieldCheck aria-hidden="true" className="size-6 text-leaf" />
          {t.makeRequest}
        </h2>
        <p className="mb-8 mt-2 text-sm text-muted">
          {t.howItWorks}{' '}
          <SiteLink to={to('/privacy')} className="font-semibold text-leaf underline underline-offset-4">
            {t.privacyPolicy}
          </SiteLink>
          .
        </p>
        <DataRequestForm pending={state.kind === 'pending'} onSubmit={(email, type) => void send(email, type)} />
      </div>
      <div ref={answer} aria-live="polite" className="mt-10 scroll-mb-8">
        {state.kind === 'error' && <Alert tone="error">{state.message}</Alert>}
        {state.kind === 'sent' && <Alert tone="success">{state.message}</Alert>}
      </div>
    </>
  );
}

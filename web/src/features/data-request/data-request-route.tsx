import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { DATA_REQUEST_LINK_MINUTES } from '../../../../shared/constants';
import { Alert } from '../../ui/alert';
import { Container } from '../../ui/container';
import { PageHero } from '../../ui/page-hero';
import { usePageMeta } from '../../ui/use-page-meta';
import { DataRequestForm } from './data-request-form';
import { useDataLinkRequest } from './use-data-link-request';

/**
 * The spec's Data Privacy Request form. Since issue 12 it only emails a link to the address; the
 * link's page shows or erases the data (./confirm-route.tsx, docs/decisions/018).
 */
export function Component() {
  usePageMeta(
    'Data Privacy Request',
    'See or delete the personal data Kovalam Berlin holds about you: your reservations and orders, as the GDPR allows.',
  );
  const { state, send } = useDataLinkRequest();

  return (
    <>
      <PageHero eyebrow="Your data, your choice" title="Data Privacy Request">
        Under the GDPR you may see the personal data we hold about you, or ask us to delete it.
      </PageHero>
      <Container className="max-w-3xl py-12 sm:py-16">
        <div className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-10">
          <h2 id="request-title" className="flex items-center gap-2.5 text-2xl font-semibold text-tamarind-dark">
            <ShieldCheck aria-hidden="true" className="size-6 text-leaf" />
            Make a request
          </h2>
          <p className="mb-8 mt-2 text-sm text-muted">
            To protect your data, we send a confirmation link to the address you enter; only that link shows or deletes
            anything. It works for {DATA_REQUEST_LINK_MINUTES} minutes. How we handle your data is explained in our{' '}
            <Link to="/privacy" className="font-semibold text-leaf underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
          <DataRequestForm pending={state.kind === 'pending'} onSubmit={(email, type) => void send(email, type)} />
        </div>
        <div aria-live="polite" className="mt-10">
          {state.kind === 'error' && <Alert tone="error">{state.message}</Alert>}
          {state.kind === 'sent' && <Alert tone="success">{state.message}</Alert>}
        </div>
      </Container>
    </>
  );
}

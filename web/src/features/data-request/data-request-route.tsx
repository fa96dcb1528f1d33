import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '../../ui/alert';
import { Container } from '../../ui/container';
import { PageHero } from '../../ui/page-hero';
import { usePageMeta } from '../../ui/use-page-meta';
import { AccessResult } from './access-result';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog';
import { DataRequestForm } from './data-request-form';
import { useDataRequest } from './use-data-request';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function Component() {
  usePageMeta(
    'Data Privacy Request',
    'See or delete the personal data Kovalam Berlin holds about you: your reservations and orders, as the GDPR allows.',
  );
  const request = useDataRequest();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { result } = request;

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
            How we handle your data is explained in our{' '}
            <Link to="/privacy" className="font-semibold text-leaf underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
          <DataRequestForm
            pending={result.kind === 'pending'}
            onSubmit={(email, type) => (type === 'access' ? void request.access(email) : setConfirming(email))}
          />
        </div>
        <div aria-live="polite" className="mt-10">
          {result.kind === 'error' && <Alert tone="error">{result.message}</Alert>}
          {result.kind === 'deleted' && (
            <Alert tone="success">
              Your data has been deleted: {plural(result.reservations, 'reservation')} and {plural(result.orders, 'order')}{' '}
              were removed.
            </Alert>
          )}
          {result.kind === 'access' && (
            <div className="space-y-6">
              <h2 className="text-2xl font-semibold text-tamarind-dark">The data we hold for you</h2>
              <AccessResult data={result.data} />
            </div>
          )}
        </div>
      </Container>
      <ConfirmDeletionDialog
        open={confirming !== null}
        email={confirming ?? ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const email = confirming;
          setConfirming(null);
          if (email) void request.remove(email);
        }}
      />
    </>
  );
}

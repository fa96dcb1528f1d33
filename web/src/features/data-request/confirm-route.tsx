import { useState } from 'react';
import { SiteLink } from '../../ui/layout/site-link';
import { useSearchParam } from '../../ui/layout/page-location';
import { Download, Trash2 } from 'lucide-react';
import { Alert } from '../../ui/controls/alert';
import { buttonClasses } from '../../ui/controls/button';
import { Container } from '../../ui/layout/container';
import { PageHero } from '../../ui/layout/page-hero';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { AccessResult } from './access-result';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog';
import { downloadJson } from './download-json';
import { tokenClaims } from './token-claims';
import { getUserData } from './api/get-user-data';
import { deleteUserData } from './api/delete-user-data';
import { useEmailedLink } from '../../ui/data/use-emailed-link';
import { LoadState } from '../../ui/controls/load-state';
import { ApiFailure } from '../../lib/api-failure';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

// The API words every refusal (a bad, used or expired link, a rate limit) in the page's language, which
// the API client asks for; a network failure gets §8's text from the page's catalogue.
const messageOf = (error: unknown, failed: string) =>
  (error instanceof ApiFailure && error.status < 500 && error.serverError) || failed;

/**
 * /data-request/confirm?token=… from the data-request email (issue 12): the data the link's address
 * holds, to read and download, or to erase after one more confirmation. Per guest, so the Worker
 * serves its loading shell with noindex (worker/pages/private-pages.ts).
 */
export function Component() {
  const {
    dataRequest,
    api: { dataRequest: M },
  } = useMessages();
  const t = dataRequest.confirm;
  const to = useLocalizedPath();
  usePageMeta(t.title, t.description);
  const newRequest = (
    <SiteLink to={to('/data-request')} className="font-semibold text-leaf underline underline-offset-4">
      {t.newRequest}
    </SiteLink>
  );
  const [token] = useSearchParam('token');
  const claims = token ? tokenClaims(token) : null;
  const link = useEmailedLink({ token, load: getUserData, act: deleteUserData, invalidLink: M.invalidLink });
  const { state, busy, done: erased } = link;
  const [asking, setAsking] = useState(false);
  const deletion = claims?.type === 'deletion';

  return (
    <>
      <PageHero eyebrow={dataRequest.eyebrow} title={deletion ? t.deletionTitle : t.accessTitle} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <div aria-live="polite" aria-busy={!erased && state.status === 'loading'} className="space-y-8">
          {erased ? (
            <div className="space-y-4">
              <Alert tone="success">{erased.message}.</Alert>
              <p className="text-ink">
                {t.nothingMore}{' '}
                <SiteLink to={to('/')} className="font-semibold text-leaf underline underline-offset-4">
                  {t.backHome}
                </SiteLink>
              </p>
            </div>
          ) : (
            <LoadState
              state={state}
              loadingLabel={t.loading}
              titleWidth="w-64"
              failed={(error) => (
                <>
                  <Alert tone={error instanceof ApiFailure && error.status === 404 ? 'info' : 'error'}>
                    {messageOf(error, M.failed)}
                  </Alert>
                  <p className="text-ink">
                    {newRequest}
                    {t.orWrite}
                  </p>
                </>
              )}
            >
              {(data) => (
                <>
                  <div className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-8">
                    <h2 className="text-2xl font-semibold text-tamarind-dark">{deletion ? t.willDelete : t.weHold}</h2>
                    {claims && (
                      <p className="mt-2 break-words text-muted">
                        {t.forAddress} <strong className="text-ink">{claims.email}</strong>
                      </p>
                    )}
                    {deletion ? (
                      <>
                        <p className="mt-4 leading-relaxed text-ink">{t.deletionText}</p>
                        {link.actionError !== null && (
                          <Alert tone="error" className="mt-4">
                            {messageOf(link.actionError, M.failed)}
                          </Alert>
                        )}
                        <button
                          type="button"
                          onClick={() => setAsking(true)}
                          className={buttonClasses('primary', 'md', 'mt-6 !bg-chilli hover:!bg-[#8f1e18]')}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t.deleteButton}
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        onClick={() => downloadJson(t.fileStem, claims?.email ?? '', data)}
                        className={buttonClasses('primary', 'md', 'mt-6')}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        {t.download}
                      </button>
                    )}
                  </div>
                  <AccessResult data={data} />
                </>
              )}
            </LoadState>
          )}
        </div>
      </Container>
      <ConfirmDeletionDialog
        open={asking}
        email={claims?.email ?? ''}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void link.run().then(() => setAsking(false))}
      />
    </>
  );
}

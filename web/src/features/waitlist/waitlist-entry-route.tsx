import { useState } from 'react';
import { CalendarCheck, LoaderCircle } from 'lucide-react';
import { RESTAURANT } from '../../../../shared/restaurant';
import { berlinWallClock } from '../../../../shared/berlin-time';
import { formatClock, formatLongDate } from '../../../../shared/i18n/format';
import { Alert } from '../../ui/controls/alert';
import { buttonClasses } from '../../ui/controls/button';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { LoadState } from '../../ui/controls/load-state';
import { Container } from '../../ui/layout/container';
import { PageHero } from '../../ui/layout/page-hero';
import { SiteLink } from '../../ui/layout/site-link';
import { useSearchParam } from '../../ui/layout/page-location';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useEmailedLink } from '../../ui/data/use-emailed-link';
import { useLocale, useLocalizedPath, useMessages } from '../../ui/format/i18n';
import { ApiFailure } from '../../lib/api-failure';
import { acceptWaitlistOffer, getWaitlistEntry, leaveWaitlist } from './api/waitlist-link';
import { EntrySummary } from './entry-summary';
import { TookTable } from './took-table';

// The API's own words (a bad or spent link, a hold that ran out), in the page's language; a network failure gets the catalogue's.
const messageOf = (error: unknown, network: string) =>
  (error instanceof ApiFailure && error.status < 500 && error.serverError) || network;

const clockOf = (iso: string) => berlinWallClock(new Date(iso)).slice(11);

/**
 * /waitlist/entry?token=… from the waitlist's emails (issue 31): where the guest stands, the table
 * held for them when one came free (Take the table), and Leave. Per guest, so the Worker serves its
 * loading shell with noindex (worker/pages/private-pages.ts), like the manage page's.
 */
export function Component() {
  const m = useMessages();
  const t = m.waitlist;
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageMeta(t.title, t.description(RESTAURANT.name));
  const [token] = useSearchParam('token');
  const link = useEmailedLink({ token, load: getWaitlistEntry, act: leaveWaitlist, invalidLink: t.network });
  const [asking, setAsking] = useState(false);
  const [taking, setTaking] = useState(false);
  const [took, setTook] = useState<Awaited<ReturnType<typeof acceptWaitlistOffer>> | null>(null);
  const [takeError, setTakeError] = useState('');

  const take = async () => {
    if (!token) return;
    setTaking(true);
    setTakeError('');
    try {
      setTook(await acceptWaitlistOffer(token));
    } catch (error) {
      setTakeError(messageOf(error, t.network));
    } finally {
      setTaking(false);
    }
  };
  const bookAnother = (
    <SiteLink to={to('/reserve')} className="font-semibold text-leaf underline underline-offset-4">
      {t.bookAnother}
    </SiteLink>
  );

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <Container className="max-w-2xl py-12 sm:py-16">
        <div
          className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-10"
          aria-busy={link.state.status === 'loading'}
        >
          <LoadState
            state={link.state}
            loadingLabel={t.loading}
            failed={(error) => (
              <>
                <Alert tone="error">{messageOf(error, t.network)}</Alert>
                <p className="text-ink">{bookAnother}</p>
              </>
            )}
          >
            {(entry) => {
              if (took) return <TookTable answer={took} />;
              const left = link.done !== null;
              const offer = !left && entry.status === 'offered' ? entry.offer : null;
              const open = !left && (entry.status === 'waiting' || entry.status === 'offered');
              return (
                <div>
                  <div aria-live="polite">
                    {left && (
                      <Alert tone="success" className="mb-6">
                        {link.done?.message ?? t.left}
                      </Alert>
                    )}
                  </div>
                  <div className="space-y-6">
                    <EntrySummary entry={left ? { ...entry, status: 'removed' } : entry} />
                    {offer && (
                      <Alert tone="info">
                        {t.offer(
                          formatClock(locale, offer.time),
                          formatLongDate(locale, entry.date),
                          formatClock(locale, clockOf(offer.expiresAt)),
                        )}
                      </Alert>
                    )}
                    {takeError && <Alert tone="error">{takeError}</Alert>}
                    {link.actionError !== null && <Alert tone="error">{messageOf(link.actionError, t.network)}</Alert>}
                    {open && (
                      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                        {offer && (
                          <button
                            type="button"
                            onClick={() => void take()}
                            disabled={taking}
                            className={buttonClasses('primary')}
                          >
                            {taking ? (
                              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                            ) : (
                              <CalendarCheck aria-hidden="true" className="size-4" />
                            )}
                            {taking ? t.taking : t.take}
                          </button>
                        )}
                        <button type="button" onClick={() => setAsking(true)} className={buttonClasses('outline')}>
                          {t.leave}
                        </button>
                      </div>
                    )}
                    {!open && <p className="text-ink">{bookAnother}</p>}
                  </div>
                </div>
              );
            }}
          </LoadState>
        </div>
      </Container>
      <ConfirmDialog
        open={asking}
        title={t.leaveTitle}
        description={t.leaveText}
        confirmLabel={t.leave}
        cancelLabel={t.stay}
        danger
        busy={link.busy}
        onConfirm={() => void link.run().then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

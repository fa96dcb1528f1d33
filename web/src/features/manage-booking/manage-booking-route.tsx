import { useState } from 'react';
import { SiteLink } from '../../ui/layout/site-link';
import { usePageLocation, useSearchParam } from '../../ui/layout/page-location';
import { CalendarPlus, Phone } from 'lucide-react';
import { GUEST_CANCEL_CUTOFF_HOURS } from '../../../../shared/constants';
import { RESTAURANT } from '../../../../shared/restaurant';
import { Alert } from '../../ui/controls/alert';
import { buttonClasses } from '../../ui/controls/button';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { Container } from '../../ui/layout/container';
import { PageHero } from '../../ui/layout/page-hero';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { BookingSummary } from './booking-summary';
import { ConfirmAttendance } from './confirm-attendance';
import { icsUrl } from './api/ics-url';
import { getManagedBooking } from './api/get-managed-booking';
import { cancelManagedBooking } from './api/cancel-managed-booking';
import { useEmailedLink } from '../../ui/data/use-emailed-link';
import { LoadState } from '../../ui/controls/load-state';
import { ApiFailure } from '../../lib/api-failure';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

// The API's own words, in the page's language (the API client asks for it); a network failure gets
// the page's catalogue's.
const messageOf = (error: unknown, network: string) => (error instanceof ApiFailure && error.serverError) || network;

// The server has the last word at the cutoff; the page offers Cancel only until then.
async function loadBooking(token: string, id: string) {
  const booking = await getManagedBooking(token, id);
  return { booking, canCancel: booking.status !== 'cancelled' && Date.now() < new Date(booking.cancelUntil).getTime() };
}

const callUs = (
  <a
    href={RESTAURANT.phone.href}
    className="inline-flex items-center gap-1.5 font-semibold text-leaf underline underline-offset-4"
  >
    <Phone aria-hidden="true" className="size-4" />
    {RESTAURANT.phone.display}
  </a>
);

/**
 * /booking/:id?token=… from the guest's emails (issue 12): the booking, its status, the .ics once
 * confirmed, and Cancel until GUEST_CANCEL_CUTOFF_HOURS before. Per guest, so never prerendered with
 * data; the Worker serves its shell with noindex (worker/pages/private-pages.ts).
 */
export function Component() {
  const m = useMessages();
  const t = m.manageBooking;
  const M = m.api.manageBooking;
  const to = useLocalizedPath();
  usePageMeta(t.title, t.description(RESTAURANT.name));
  // The booking's id is the path's last part: /booking/<id> or /de/booking/<id>.
  const id = decodeURIComponent(usePageLocation().pathname.split('/booking/')[1]?.split('/')[0] ?? '');
  const [token] = useSearchParam('token');
  // What the guest chose in the reminder (issue 31): that button is ready, nothing happens until clicked.
  const [action] = useSearchParam('action');
  const link = useEmailedLink({
    token,
    key: id,
    load: (tk) => loadBooking(tk, id),
    act: (tk) => cancelManagedBooking(tk, id),
    invalidLink: M.invalidLink,
  });
  const { state, busy } = link;
  const [asking, setAsking] = useState(false);
  // The reminder's cancel link opens the question once, as if the guest had pressed Cancel.
  const [askedFromLink, setAskedFromLink] = useState(false);
  if (!askedFromLink && action === 'cancel' && state.status === 'success' && state.data.canCancel) {
    setAskedFromLink(true);
    setAsking(true);
  }

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <Container className="max-w-2xl py-12 sm:py-16">
        <div
          className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-10"
          aria-busy={state.status === 'loading'}
        >
          <LoadState
            state={state}
            loadingLabel={t.loading}
            failed={(error) => (
              <>
                <Alert tone="error">{messageOf(error, t.network)}</Alert>
                <p className="text-ink">
                  {t.changeByPhone} {callUs} {t.orBook}{' '}
                  <SiteLink to={to('/reserve')} className="font-semibold text-leaf underline underline-offset-4">
                    {t.bookNew}
                  </SiteLink>
                  .
                </p>
              </>
            )}
          >
            {(loaded) => {
              // Once cancelled, the page shows the booking the server answered with.
              const cancelled = link.done !== null;
              const { message: _, ...r } = link.done ?? { ...loaded.booking, message: '' };
              const canCancel = !cancelled && loaded.canCancel;
              const cancelError = link.actionError === null ? null : messageOf(link.actionError, t.network);
              return (
                <div>
                  <div aria-live="polite">
                    {cancelled && (
                      <Alert tone="success" className="mb-6">
                        {M.cancelled} {t.cancelledThanks}
                      </Alert>
                    )}
                  </div>
                  <div className="space-y-6">
                    {token &&
                      !cancelled &&
                      (r.status === 'pending' || r.status === 'confirmed') &&
                      (action === 'confirm' || r.guestConfirmedAt) && (
                        <ConfirmAttendance
                          token={token}
                          id={id}
                          confirmedAt={r.guestConfirmedAt}
                          preselected={action === 'confirm'}
                        />
                      )}
                    <BookingSummary reservation={r} />
                    {cancelError && <Alert tone="error">{cancelError}</Alert>}
                    {(canCancel || r.status === 'confirmed') && (
                      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                        {r.status === 'confirmed' && token && (
                          <a href={icsUrl(token, id)} download className={buttonClasses('primary')}>
                            <CalendarPlus aria-hidden="true" className="size-4" />
                            {t.addToCalendar}
                          </a>
                        )}
                        {canCancel && (
                          <button type="button" onClick={() => setAsking(true)} className={buttonClasses('outline')}>
                            {t.cancel}
                          </button>
                        )}
                      </div>
                    )}
                    {r.status === 'pending' && <p className="text-sm text-muted">{t.calendarLater}</p>}
                    {!canCancel && r.status !== 'cancelled' && (
                      <p className="text-ink">
                        {t.tooLate(r.cutoffHours ?? GUEST_CANCEL_CUTOFF_HOURS)} {t.callUs} {callUs}.
                      </p>
                    )}
                    {r.status === 'cancelled' && (
                      <p className="text-ink">
                        <SiteLink to={to('/reserve')} className="font-semibold text-leaf underline underline-offset-4">
                          {t.bookAnother}
                        </SiteLink>
                      </p>
                    )}
                  </div>
                </div>
              );
            }}
          </LoadState>
        </div>
      </Container>
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        danger
        busy={busy}
        onConfirm={() => void link.run().then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

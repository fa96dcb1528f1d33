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
import { Skeleton } from '../../ui/controls/skeleton';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { BookingSummary } from './booking-summary';
import { icsUrl } from './api/ics-url';
import { useManagedBooking } from './use-managed-booking';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

const callUs = (
  <a href={RESTAURANT.phone.href} className="inline-flex items-center gap-1.5 font-semibold text-leaf underline underline-offset-4">
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
  const { state, busy, cancel } = useManagedBooking(id, token);
  const [asking, setAsking] = useState(false);

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <Container className="max-w-2xl py-12 sm:py-16">
        <div className="rounded-[1.75rem] bg-white p-6 shadow-sm ring-1 ring-sand sm:p-10" aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' && (
            <div role="status" className="space-y-3" aria-label={t.loading}>
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
          {state.kind === 'failed' && (
            <div className="space-y-4">
              <Alert tone="error">{state.message}</Alert>
              <p className="text-ink">{t.changeByPhone} {callUs} {t.orBook} <SiteLink to={to('/reserve')} className="font-semibold text-leaf underline underline-offset-4">{t.bookNew}</SiteLink>.</p>
            </div>
          )}
          {state.kind === 'ready' && (() => {
            const r = state.booking;
            const { canCancel } = state;
            return (
              <div>
                <div aria-live="polite">
                  {state.cancelled && <Alert tone="success" className="mb-6">{M.cancelled} {t.cancelledThanks}</Alert>}
                </div>
                <div className="space-y-6">
                <BookingSummary reservation={r} />
                {state.cancelError && <Alert tone="error">{state.cancelError}</Alert>}
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
                  <p className="text-ink">{t.tooLate(GUEST_CANCEL_CUTOFF_HOURS)} {t.callUs} {callUs}.</p>
                )}
                {r.status === 'cancelled' && (
                  <p className="text-ink"><SiteLink to={to('/reserve')} className="font-semibold text-leaf underline underline-offset-4">{t.bookAnother}</SiteLink></p>
                )}
                </div>
              </div>
            );
          })()}
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
        onConfirm={() => void cancel().then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

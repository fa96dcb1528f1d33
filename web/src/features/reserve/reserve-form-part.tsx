import { ReservationForm } from './reservation-form';
import { useMessages } from '../../ui/format/i18n';
import { useBookingPolicies, useDrawnBooking } from './use-booking-policies';
import { BOOKING_INTRO_ATTRIBUTE } from '../../../../shared/rules/reservation-window';

/**
 * The booking card's content: all a guest's /reserve hydrates, and only once the guest heads for it
 * (decision 033). The hero and the sidebar around it are final as drawn.
 */
export function Component() {
  const { reserve: t } = useMessages();
  const drawn = useDrawnBooking();
  const policies = useBookingPolicies(drawn);
  return (
    <>
      <h2 id="booking-title" className="text-2xl font-semibold text-tamarind-dark sm:text-3xl">
        {t.formTitle}
      </h2>
      <p {...{ [BOOKING_INTRO_ATTRIBUTE]: '' }} className="mb-8 mt-2 text-sm text-muted">
        {t.formIntro(policies.sameDayCutoffHours)}
      </p>
      <ReservationForm policies={policies} drawnTimes={drawn?.times} />
    </>
  );
}

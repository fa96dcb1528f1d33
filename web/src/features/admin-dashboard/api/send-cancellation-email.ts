import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The dialog's note to the guest, through the outbox; 409 when the guest already has one. */
export async function sendCancellationEmail(reservationId: string, subject: string, body: string) {
  return okJson(
    await api.reservations[':id']['cancellation-email'].$post({
      param: { id: reservationId },
      json: { subject, body },
    }),
  );
}

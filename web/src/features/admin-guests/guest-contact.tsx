import { Mail, Phone } from 'lucide-react';
import { plural } from './guest-format';
import type { GuestHistory } from './api/get-guest';

/** How to reach the guest, and how their bookings went, in four figures (issue 31: late cancellations too). */
export function GuestContact({ guest }: { guest: GuestHistory }) {
  const figures = [
    { n: guest.visits, word: plural(guest.visits, 'visit'), tone: 'text-leaf-dark' },
    { n: guest.noShows, word: plural(guest.noShows, 'no-show'), tone: guest.noShows > 0 ? 'text-chilli' : 'text-ink' },
    {
      n: guest.lateCancellations,
      word: plural(guest.lateCancellations, 'late cancellation'),
      tone: guest.lateCancellations > 0 ? 'text-chilli' : 'text-ink',
    },
    { n: guest.cancellations, word: `${plural(guest.cancellations, 'cancellation')} in all`, tone: 'text-ink' },
  ];
  return (
    <div className="space-y-3">
      <ul className="space-y-1.5 text-sm">
        {guest.email && (
          <li className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a
              href={`mailto:${guest.email}`}
              className="break-all font-medium text-leaf-dark underline underline-offset-2 hover:text-leaf"
            >
              {guest.email}
            </a>
          </li>
        )}
        {guest.phone && (
          <li className="flex items-start gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            <a
              href={`tel:${guest.phone.replace(/[^\d+]/g, '')}`}
              className="font-medium tabular-nums text-leaf-dark underline underline-offset-2 hover:text-leaf"
            >
              {guest.phone}
            </a>
          </li>
        )}
        {!guest.email && <li className="text-xs text-muted">No email: booked by phone or as a walk-in.</li>}
      </ul>
      <ul aria-label="Bookings so far" className="grid grid-cols-2 gap-2">
        {figures.map((f) => (
          <li key={f.word} className="rounded-lg bg-cream px-2 py-2 text-center ring-1 ring-sand">
            {/* Reads "1 visit" as one phrase; drawn as a figure over its word. */}
            <span className={`block text-xl font-semibold tabular-nums ${f.tone}`}>{f.n}</span>
            <span className="block text-xs text-muted"> {f.word}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

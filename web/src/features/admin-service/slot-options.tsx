import type { ServiceSlot } from './api/get-service-day';

/** A day's open slots as <option>s, each with how full it is, so staff see a full slot before choosing it. */
export function SlotOptions({ slots }: { slots: readonly ServiceSlot[] }) {
  return (
    <>
      {slots
        .filter((s) => s.available)
        .map((s) => (
          <option key={s.time} value={s.time}>
            {s.time} ({s.held} of {s.capacity} booked)
          </option>
        ))}
    </>
  );
}

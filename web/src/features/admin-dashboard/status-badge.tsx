const tones: Record<string, string> = {
  pending: 'bg-[#fdf3dc] text-[#6b4a00] ring-turmeric/60',
  confirmed: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
  cancelled: 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/25',
  paid: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
};

/** Reservation and order statuses, with the word always visible (colour is only a hint). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${tones[status] ?? 'bg-sand text-ink ring-sand'}`}
    >
      {status}
    </span>
  );
}

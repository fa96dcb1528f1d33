import { CheckCircle2, Clock, TriangleAlert } from 'lucide-react';

const looks = {
  pending: { label: 'Pending', icon: Clock, tone: 'bg-[#fdf3dc] text-[#6b4a00] ring-turmeric/60' },
  sent: { label: 'Sent', icon: CheckCircle2, tone: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30' },
  failed: { label: 'Failed', icon: TriangleAlert, tone: 'bg-[#f1e7e4] text-[#7d1a14] ring-chilli/25' },
} as const;

/** The outbox status, always as a word (the colour and icon only help). */
export function EmailStatusBadge({ status }: { status: string }) {
  const look = looks[status as keyof typeof looks] ?? {
    label: status,
    icon: Clock,
    tone: 'bg-sand text-ink ring-sand',
  };
  const Icon = look.icon;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${look.tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {look.label}
    </span>
  );
}

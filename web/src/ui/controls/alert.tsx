import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-chilli/40 bg-[#fdecea] text-[#7d1a14]',
  success: 'border-leaf/40 bg-[#e8f3ec] text-leaf-dark',
  info: 'border-turmeric/60 bg-[#fdf3dc] text-ink',
};
const icons = { error: CircleAlert, success: CircleCheck, info: Info };

/**
 * Errors interrupt (role=alert); success and info are announced politely (role=status).
 * Render the wrapper only when there is something to say, so screen readers hear it once.
 */
export function Alert({ tone, children, className = '' }: { tone: Tone; children: ReactNode; className?: string }) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

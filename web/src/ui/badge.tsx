import type { ReactNode } from 'react';

const tones = {
  leaf: 'bg-[#e3efe6] text-leaf-dark ring-leaf/25',
  chilli: 'bg-chilli text-white ring-chilli',
  turmeric: 'bg-turmeric text-ink ring-turmeric',
  sand: 'bg-sand text-tamarind-dark ring-tamarind/15',
} as const;

export function Badge({ tone = 'sand', title, children }: { tone?: keyof typeof tones; title?: string; children: ReactNode }) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

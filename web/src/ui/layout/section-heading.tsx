import type { ReactNode } from 'react';

/** Eyebrow, serif heading and a short kolam flourish: the site's one heading style. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  as: Tag = 'h2',
  align = 'center',
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  id?: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
}) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="mb-2 text-xs font-bold uppercase tracking-[0.2em] text-leaf">{eyebrow}</p>}
      <Tag id={id} className="text-3xl font-semibold text-tamarind-dark sm:text-4xl">
        {title}
      </Tag>
      <KolamRule className={centered ? 'mx-auto mt-4' : 'mt-4'} />
      {children && <div className="mt-4 text-base leading-relaxed text-muted">{children}</div>}
    </div>
  );
}

/** A row of kolam dots around a lotus diamond; purely decorative. */
export function KolamRule({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 12" width="120" height="12" className={`block text-turmeric ${className}`}>
      <g fill="currentColor">
        {[6, 18, 30, 42, 78, 90, 102, 114].map((x) => (
          <circle key={x} cx={x} cy="6" r={x === 42 || x === 78 ? 2.2 : 1.5} />
        ))}
        <path d="M60 0l6 6-6 6-6-6z" className="text-chilli" fill="currentColor" />
      </g>
    </svg>
  );
}

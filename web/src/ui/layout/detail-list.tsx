/** A guest's booking or waitlist entry as label–value rows: the manage page's and the waitlist page's look. */
export function DetailList({
  rows,
  className = '',
}: {
  rows: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <dl className={`divide-y divide-sand border-y border-sand ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-4 py-3">
          <dt className="w-24 shrink-0 text-sm font-semibold text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A pulsing placeholder; hidden from assistive tech, which hears the surrounding aria-busy instead. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-sand ${className}`} />;
}

export function DishCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white/70 shadow-sm ring-1 ring-sand">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

import { Armchair, CalendarCheck, CalendarX, Clock, Euro, UsersRound, UtensilsCrossed } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatCents } from '../../../../shared/money';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { Skeleton } from '../../ui/controls/skeleton';
import { getStats, type DashboardStats } from './api/get-stats';

type Figure = { label: string; icon: LucideIcon; value: (s: DashboardStats) => string };

const FIGURES: readonly Figure[] = [
  { label: "Today's bookings", icon: CalendarCheck, value: (s) => String(s.todayBookings) },
  { label: 'Covers today', icon: UsersRound, value: (s) => String(s.todayCovers) },
  { label: 'Pending requests', icon: Clock, value: (s) => String(s.pendingRequests) },
  { label: 'Menu items', icon: UtensilsCrossed, value: (s) => String(s.menuItems) },
  { label: 'Paid this month', icon: Euro, value: (s) => formatCents(s.monthRevenueCents) },
  // Tonight's service (issue 14): tables at the table now, and guests who did not come.
  { label: 'Seated now', icon: Armchair, value: (s) => String(s.todaySeated) },
  { label: 'No-shows today', icon: CalendarX, value: (s) => String(s.todayNoShows) },
];

/** Real figures from D1 (GET /api/stats), refetched after every change the dashboard makes. */
export function StatsCards() {
  const stats = useStaffQuery(queryKeys.stats, getStats);
  return (
    <section aria-label="Today at a glance" aria-busy={stats.status === 'loading'}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {FIGURES.map(({ label, icon: Icon, value }) => (
          <div key={label} className="rounded-xl bg-white px-4 py-3 ring-1 ring-sand">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
              <Icon aria-hidden="true" className="size-4 text-leaf" />
              {label}
            </dt>
            <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-tamarind-dark">
              {stats.data ? value(stats.data) : stats.status === 'error' ? '–' : <Skeleton className="h-8 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Every back-office query's key, in one place (docs/decisions/039). A key is a path: invalidating a
 * prefix refetches everything under it, so a change to one day's bookings can refetch just that day
 * (`['reservations', date]`) and a change to any booking everything under `['reservations']`.
 */
export const queryKeys = {
  reservations: {
    all: ['reservations'] as const,
    /** Everything that shows one day's bookings: the Service view's day and the dashboard's rows of that date. */
    day: (date: string) => ['reservations', date] as const,
    serviceDay: (date: string) => ['reservations', date, 'service'] as const,
    dashboardRows: (date: string, hours: number, status: string) =>
      ['reservations', date, 'dashboard', hours, status] as const,
    /** Not one day's: the dates the dashboard's filters match. */
    dates: (hours: number, status: string) => ['reservations', 'dates', hours, status] as const,
    /** Under the day's key: any change to that day's bookings asks again which tables are free. */
    freeTables: (date: string, time: string, guests: number, except: string) =>
      ['reservations', date, 'free-tables', time, guests, except] as const,
    /** Under the day's key: a booking cancelled or seated may free a table a waiting party gets (issue 31). */
    waitlist: (date: string) => ['reservations', date, 'waitlist'] as const,
  },
  room: ['room'] as const,
  settings: ['settings'] as const,
  stats: ['stats'] as const,
  orders: ['orders'] as const,
  orderableItems: ['menu-items', 'orderable'] as const,
  menuItems: ['menu-items'] as const,
  banners: ['banners'] as const,
  staff: ['staff'] as const,
  audit: ['audit'] as const,
  /** The owner's Reports page: one range's figures (issue 32). */
  reports: (from: string, to: string) => ['reports', from, to] as const,
  emails: {
    all: ['emails'] as const,
    list: (to: string) => ['emails', 'list', to] as const,
    one: (id: string) => ['emails', 'one', id] as const,
  },
  guests: {
    all: ['guests'] as const,
    searches: ['guests', 'search'] as const,
    search: (q: string) => ['guests', 'search', q] as const,
    one: (key: string) => ['guests', 'one', key] as const,
  },
  schedule: {
    all: ['schedule'] as const,
    window: (start: string, end: string) => ['schedule', start, end] as const,
    defaultSlots: (date: string) => ['schedule', 'default-slots', date] as const,
    rules: ['schedule', 'rules'] as const,
  },
};

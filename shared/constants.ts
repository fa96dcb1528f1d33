export const TIME_ZONE = 'Europe/Berlin';

export const MENU_CATEGORIES = ['starters', 'main', 'desserts', 'drinks', 'sides'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** Admin labels for categories (§5 menu form). */
export const MENU_CATEGORY_LABELS: Record<MenuCategory, string> = {
  starters: 'Starter',
  main: 'Main Course',
  desserts: 'Dessert',
  drinks: 'Beverage',
  sides: 'Special',
};

/** §3: dietary tag → abbreviation. Order is the order the admin form offers them. */
export const DIETARY_ABBREVIATIONS = {
  vegetarian: 'Veg',
  vegan: 'V',
  'non-vegetarian': 'Non-Veg',
  eggetarian: 'Egg',
  pescatarian: 'Pesc',
  'gluten-free': 'GF',
  'dairy-free': 'DF',
  'nut-free': 'NF',
  'egg-free': 'EF',
  halal: 'H',
  kosher: 'K',
  keto: 'Keto',
  paleo: 'P',
  'low-carb': 'LC',
} as const;
export type DietaryTag = keyof typeof DIETARY_ABBREVIATIONS;
export const DIETARY_TAGS = Object.keys(DIETARY_ABBREVIATIONS) as DietaryTag[];

/** §4's three states, then the evening's service states (issue 14, docs/decisions/021). */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'seated', 'completed', 'no-show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/**
 * The only moves a reservation may make: §4's, and a confirmed table is seated, then completed, or
 * marked a no-show; a no-show who turns up late can still be seated.
 */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'seated', 'no-show'],
  seated: ['completed'],
  'no-show': ['seated'],
  completed: [],
  cancelled: [],
};

/** How a booking came in: the public form, or staff entering a call or a walk-in. */
export const BOOKING_SOURCES = ['online', 'phone', 'walk-in'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** Owners manage staff, the menu, banners and schedules; staff run reservations and orders. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** An invite link, and a password-reset link, work this long. */
export const STAFF_INVITE_HOURS = 72;
export const PASSWORD_RESET_MINUTES = 60;
/** At most this many reset emails go to one address per hour: the form cannot flood an inbox. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export const ORDER_STATUSES = ['pending', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OCCASIONS = [
  'None',
  'Birthday',
  'Anniversary',
  'Business Meeting',
  'Date Night',
  'Family Gathering',
  'Other',
] as const;

export const GUESTS = { default: 2, min: 1, max: 20, dropdownMax: 10 } as const;

/**
 * The seed's booking window: the furthest bookable date, in Berlin days after today. Pending
 * bookings hold places, so an open-ended window would let one client fill months of slots; later
 * dates go by phone. The owner sets it (issue 29: the settings' policies, shared/rules/reservation-window.ts),
 * as they set the large-party threshold, seeded from GUESTS.dropdownMax.
 */
export const MAX_BOOKING_DAYS_AHEAD = 90;

/**
 * The furthest date staff may book or move a booking to, in Berlin days after today: a year covers
 * any real call, and a typo (2062 for 2026) lands on a refusal instead of a booking nobody will find.
 */
export const MAX_STAFF_BOOKING_DAYS_AHEAD = 365;

/** Default slots when a day has no schedule record: every 30 minutes, 18:00-23:30. */
export const DEFAULT_SLOT_TIMES: readonly string[] = Array.from({ length: 12 }, (_, i) => {
  const minutes = 18 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
/**
 * How many reservations one default slot takes. A 30-minute slot in a ~60-cover
 * dining room turns about eight tables; keep a little slack for walk-ins.
 */
export const DEFAULT_SLOT_CAPACITY = 6;
export const MAX_SLOT_CAPACITY = 50;
/** The most covers pacing may let start in one slot (issue 28). */
export const MAX_SLOT_COVERS = 500;

/**
 * A guest may cancel from their manage link until this many hours before the booking's Berlin
 * start; later, the table is likely being prepared and staff want a call.
 */
export const GUEST_CANCEL_CUTOFF_HOURS = 2;

export const DASHBOARD_WINDOWS = [
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 168, label: '1 week' },
  { hours: 720, label: '1 month' },
  { hours: 4320, label: '6 month' },
] as const;
export const DEFAULT_WINDOW_HOURS = 48;
export const DEFAULT_DELETE_HOURS = 48;
/** Rows per page of the staff lists (reservations, orders): the default and the most a `limit` may ask. */
export const STAFF_PAGE_SIZE = 200;
export const SCHEDULE_DAYS_SHOWN = 14;
export const SCHEDULE_CLEANUP_DAYS = 2;

export const BANNER_ROTATION_MS = 5000;
export const PLACEHOLDERS = { featured: 4, menu: 6 } as const;

export const SESSION_HOURS = 12;
/**
 * Failed sign-ins allowed per 15 minutes: per client (IPv4 address or IPv6 /64) and per account
 * (the email tried, from every client together). Trade-offs: docs/decisions/011.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, maxAccountFailures: 20, windowMinutes: 15 } as const;
/**
 * The `period` of every limiter in wrangler.jsonc's `ratelimits` (Cloudflare allows 10 or 60 s);
 * shared/wrangler-config.test.ts fails when the two differ.
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60;
export const AUTH_COOKIE = 'authToken';

/** A data request's emailed link (access or deletion) works for this long (issue 12). */
export const DATA_REQUEST_LINK_MINUTES = 60;
/**
 * At most this many data-request emails go to one address per hour, whoever asks: the form cannot
 * be used to flood someone's inbox. The answer is the same either way, so it discloses nothing.
 */
export const DATA_REQUEST_EMAILS_PER_HOUR = 3;
/**
 * Reservations dated more than this many days ago, and their orders, are anonymised by the nightly
 * job (GDPR Art. 5(1)(e)); the privacy page states the period.
 */
export const RETENTION_DAYS = 180;

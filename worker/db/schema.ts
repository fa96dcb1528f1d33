import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BOOKING_SOURCES, RESERVATION_STATUSES, STAFF_ROLES } from '../../shared/constants';
import { guestKeyText } from './guest-key-sql';
import type { DayFigures } from '../../shared/rules/reports';

/** Epoch milliseconds, set by D1 on insert. */
const epochMs = (column: string) =>
  integer(column, { mode: 'number' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const createdAt = () => epochMs('created_at');

export const menuItems = sqliteTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // The German description (issue 13); the name stays as the kitchen writes it.
    descriptionDe: text('description_de').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
    dietary: text('dietary', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    // LMIV Annex II (issue 30): null is "never declared" (a dish cannot be published so); [] is "contains none".
    allergens: text('allergens', { mode: 'json' }).$type<string[]>(),
    // LMZDV labels for drinks and desserts (with colouring, with preservative, …).
    additives: text('additives', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_available_idx').on(t.available, t.featured)],
);

export const comingSoonDishes = sqliteTable('coming_soon_dishes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  descriptionDe: text('description_de').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  image: text('image').notNull(),
  category: text('category').notNull(),
  dietary: text('dietary', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const banners = sqliteTable(
  'banners',
  {
    id: text('id').primaryKey(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_active_idx').on(t.active, t.createdAt)],
);

export const reservations = sqliteTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(), // yyyy-MM-dd, Berlin
    time: text('time').notNull(), // HH:MM, Berlin
    guests: integer('guests').notNull(),
    occasion: text('occasion').notNull().default(''),
    specialRequests: text('special_requests').notNull().default(''),
    // A guest's declared allergies (issue 30): health data (GDPR Art. 9), erased with the booking's data.
    allergies: text('allergies', { mode: 'json' }).$type<{ allergens: string[]; note: string }>(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    // The language the guest booked in (issue 13): their emails go out in it.
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    // How the booking came in (issue 14): a phone or walk-in booking is entered by staff, email optional ('').
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('online'),
    // Staff confirmed booking past the slot's capacity; recorded so the overbooking is never silent.
    overCapacity: integer('over_capacity', { mode: 'boolean' }).notNull().default(false),
    // The stay (issue 28): epoch ms of the Berlin wall-clock start, and of its end, fixed when booked
    // from the stay for the party size (staff may change it). Instants, so a stay across the night
    // the clocks change lasts its real minutes.
    startsAt: integer('starts_at').notNull().default(0),
    endsAt: integer('ends_at').notNull().default(0),
    // A party larger than any table: online it is a request staff seat by hand (issue 28).
    seating: text('seating', { enum: ['table', 'request'] })
      .notNull()
      .default('table'),
    // Whose booking it is (issue 31): shared/guest-key.ts's key, computed by D1 from the email and
    // phone so no write can forget it; NULL once anonymised. Indexed, so a guest's bookings are a lookup.
    guestKey: text('guest_key').generatedAlwaysAs(sql.raw(guestKeyText('email', 'phone')), { mode: 'virtual' }),
    // Epoch ms the guest confirmed from the day-before reminder (issue 31); null: not yet.
    guestConfirmedAt: integer('guest_confirmed_at'),
    // Epoch ms it was cancelled, set by the migration's trigger: a late cancellation is one within 24 h of its time.
    cancelledAt: integer('cancelled_at'),
  },
  (t) => [
    index('reservations_guest_key_idx').on(t.guestKey, t.date, t.time),
    index('reservations_slot_idx').on(t.date, t.time, t.status),
    index('reservations_status_created_idx').on(t.status, t.createdAt),
    index('reservations_email_idx').on(sql`lower(${t.email})`),
    index('reservations_stay_idx').on(t.startsAt, t.endsAt),
  ],
);

/**
 * The room (issue 28): tables with their covers, explicit combinations of them, how long a party
 * stays by its size and the reset between two bookings at a table. Availability and assignment
 * read these (domain/room/). A table left out of the owner's room is retired, not deleted, so the
 * bookings it held still name it.
 */
export const diningTables = sqliteTable('dining_tables', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  area: text('area').notNull(),
  minCovers: integer('min_covers').notNull(),
  maxCovers: integer('max_covers').notNull(),
  // Guests can book it online; otherwise staff seat it (phone, walk-in).
  online: integer('online', { mode: 'boolean' }).notNull().default(true),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  // Lower first among units of the same size.
  priority: integer('priority').notNull().default(0),
  retired: integer('retired', { mode: 'boolean' }).notNull().default(false),
});

export const tableCombinations = sqliteTable('table_combinations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  minCovers: integer('min_covers').notNull(),
  maxCovers: integer('max_covers').notNull(),
  priority: integer('priority').notNull().default(0),
});

export const combinationTables = sqliteTable(
  'combination_tables',
  {
    combinationId: text('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => diningTables.id),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.tableId] })],
);

/** How long a party stays, by its size: bands that cover 1 guest up, without gaps or overlaps. */
export const stayBands = sqliteTable('stay_bands', {
  minGuests: integer('min_guests').primaryKey(),
  maxGuests: integer('max_guests').notNull(),
  minutes: integer('minutes').notNull(),
});

/** The room's one-row settings: the reset between two bookings at a table. */
export const roomSettings = sqliteTable('room_settings', {
  id: integer('id').primaryKey(),
  resetMinutes: integer('reset_minutes').notNull(),
});

/** The tables a booking holds: one, or every member of a combination. */
export const reservationTables = sqliteTable(
  'reservation_tables',
  {
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => diningTables.id),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('reservation_tables_table_idx').on(t.tableId)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // Orders are the restaurant's accounts and outlive the reservation they came from.
    reservationId: text('reservation_id'),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: epochMs('updated_at').$onUpdate(() => Date.now()),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_reservation_idx').on(t.reservationId),
  ],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    menuItemId: text('menu_item_id').notNull(),
    // The name and price at the time of the order, so the bill never changes afterwards.
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

export const scheduleDays = sqliteTable('schedule_days', {
  date: text('date').primaryKey(),
  isOpen: integer('is_open', { mode: 'boolean' }).notNull(),
  specialNote: text('special_note').notNull().default(''),
  updatedAt: epochMs('updated_at'),
});

export const timeSlots = sqliteTable(
  'time_slots',
  {
    date: text('date')
      .notNull()
      .references(() => scheduleDays.date, { onDelete: 'cascade' }),
    time: text('time').notNull(),
    maxReservations: integer('max_reservations').notNull(),
    // Pacing by covers (issue 28): the most guests whose bookings may start in the slot; null: no limit.
    maxCovers: integer('max_covers'),
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.date, t.time] })],
);

/**
 * Opening hours as weekly rules (issue 29): each weekday's services, every slot from `startsAt` to
 * the last seating at `intervalMinutes`. A date with a schedule_days record is an exception and
 * follows that record instead; a weekday with no service is closed.
 */
export const weeklyServices = sqliteTable(
  'weekly_services',
  {
    id: text('id').primaryKey(),
    // ISO weekday: 1 Monday … 7 Sunday.
    weekday: integer('weekday').notNull(),
    name: text('name').notNull(),
    startsAt: text('starts_at').notNull(),
    lastSeating: text('last_seating').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    maxParties: integer('max_parties').notNull(),
    maxCovers: integer('max_covers'),
    online: integer('online', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('weekly_services_weekday_idx').on(t.weekday, t.startsAt)],
);

/**
 * What the owner sets about the restaurant (issue 29): details, imprint, booking policies, the
 * coming-soon date. One row holding one document, validated whole by shared/rules; no row means
 * the seed's values (shared/restaurant.ts).
 */
export const restaurantSettings = sqliteTable('restaurant_settings', {
  id: integer('id').primaryKey(),
  document: text('document', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  updatedAt: epochMs('updated_at'),
});

/**
 * Staff accounts (issue 14): owners manage staff, the menu, banners and schedules; staff run
 * reservations and orders. The first owner comes from the ADMIN_EMAIL and ADMIN_PASSWORD secrets
 * (`secretDigest` set); invited accounts have no password until they follow their emailed link.
 */
export const staffUsers = sqliteTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    // Empty until the invited person sets a password.
    passwordHash: text('password_hash').notNull().default(''),
    salt: text('salt').notNull().default(''),
    iterations: integer('iterations').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    // Only the owner provisioned from the secrets: their HMAC, so a rotated secret re-provisions it.
    secretDigest: text('secret_digest'),
    // Goes up with each password set and each deactivation: an emailed invite or reset link carries
    // the value it was sent with and works only while the account still has it (issue 26).
    passwordVersion: integer('password_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Sign-in attempts, each reserved before the password is hashed (docs/decisions/011). A row is
 * kept for a failure and removed on success, so the counts per client and per account are the
 * failures of the last window.
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // The client's IPv4 address, or its IPv6 /64 prefix.
    ip: text('ip').notNull(),
    // The email tried, lower case: the budget per account counts across every client.
    account: text('account').notNull().default(''),
    failedAt: integer('failed_at').notNull(),
  },
  (t) => [
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
    index('login_failures_account_idx').on(t.account, t.failedAt),
  ],
);

/**
 * One row per signed-in browser. The JWT carries the row's id (`sid`); signing out deletes it.
 * The credential digest (HMAC keyed by JWT_SECRET over the account's password hash) ties the
 * session to the password and secret it was issued under: a new password, a rotated JWT_SECRET or
 * ADMIN_PASSWORD ends it, and so does deactivating the account.
 */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialDigest: text('credential_digest').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt), index('admin_sessions_user_idx').on(t.userId)],
);

/**
 * An Idempotency-Key of a booking: the hash of the body it belongs to, and the outcome. No
 * personal data: a replay rebuilds the answer from the reservation. While `status` is 0 the
 * first request holds a lease until `leaseUntil`; after that a retry may take the key over.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    reservationId: text('reservation_id'),
    // The refusal's reason (a fixed message, never guest data) for a replayed 4xx.
    reason: text('reason'),
    leaseUntil: integer('lease_until').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_created_idx').on(t.createdAt)],
);

/**
 * Every email the site sends, written in the same D1 batch as the change that causes it, so a
 * booking and its email commit together or not at all (docs/decisions/016). A Worker tries
 * delivery at once; the cron retries with backoff and gives up after EMAIL_MAX_ATTEMPTS.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // [{ filename, type, content (base64) }]
    attachments: text('attachments', { mode: 'json' })
      .$type<{ filename: string; type: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    // The booking it is about, so a reminder goes out once and an erasure finds every row.
    reservationId: text('reservation_id'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at').notNull().default(0),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    index('email_outbox_reservation_idx').on(t.reservationId, t.kind),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);

/** Single-use tokens (a data deletion link works once): the token's id until it expires. */
export const usedTokens = sqliteTable('used_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Who did what to which booking, account or day, and when (issue 14); owners read it. No guest
 * data: the target is an id, the detail holds only non-personal fields (date, time, party size,
 * status, which fields changed). `actorId` is null for what a guest or the nightly job did.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: text('detail', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Staff's notes about a guest (allergies, preferences), keyed by the guest's lower-cased email, or
 * by their phone's digits for a phone booking without one. A data erasure deletes the note too.
 */
export const guestNotes = sqliteTable('guest_notes', {
  guestKey: text('guest_key').primaryKey(),
  notes: text('notes').notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

/**
 * One row per guest (issue 31), keyed like their bookings' `guest_key`: the latest booking's name
 * and contact, staff's tags, and counts D1 keeps in step with every booking write through the
 * triggers of migration 0009, in the same statement as the change. `guests_fts` (FTS5, trigram)
 * indexes name, email and phone digits for search. A guest with no booking left has no row.
 */
export const guests = sqliteTable(
  'guests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    bookings: integer('bookings').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    cancellations: integer('cancellations').notNull().default(0),
    lateCancellations: integer('late_cancellations').notNull().default(0),
    lastVisit: text('last_visit'),
    lastBooking: text('last_booking'),
    updatedAt: integer('updated_at').notNull().default(0),
  },
  (t) => [uniqueIndex('guests_key_idx').on(t.key), index('guests_last_booking_idx').on(t.lastBooking)],
);

/**
 * The waitlist (issue 31): guests waiting online for a full time window on a date, and tonight's
 * walk-ins waiting at the door. A freed table is offered to the first waiting party it fits; the
 * offer holds that time and those tables until `offerExpiresAt`, then passes on. Accepting books
 * through the same rules and race safety as any booking (`reservationId` names the booking).
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['online', 'walk-in'] }).notNull(),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'seated', 'expired', 'removed'] })
      .notNull()
      .default('waiting'),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    date: text('date').notNull(), // yyyy-MM-dd, Berlin
    fromTime: text('from_time').notNull(), // HH:MM: the earliest time the party would take
    toTime: text('to_time').notNull(), // HH:MM: the latest
    guests: integer('guests').notNull(),
    // A walk-in's wait as staff quoted it, in minutes.
    quotedMinutes: integer('quoted_minutes'),
    createdAt: createdAt(),
    offeredAt: integer('offered_at'),
    offerExpiresAt: integer('offer_expires_at'),
    offerTime: text('offer_time'),
    offerTables: text('offer_tables', { mode: 'json' }).$type<string[]>(),
    reservationId: text('reservation_id'),
    // Like reservations.guest_key: an erasure finds the entries of the guest it erases.
    guestKey: text('guest_key').generatedAlwaysAs(sql.raw(guestKeyText('email', 'phone')), { mode: 'virtual' }),
  },
  (t) => [
    index('waitlist_day_idx').on(t.date, t.status, t.createdAt),
    index('waitlist_offer_idx').on(t.status, t.offerExpiresAt),
    index('waitlist_guest_key_idx').on(t.guestKey),
  ],
);

/**
 * The reports' figures of one past Berlin day (issue 32), written by the nightly job
 * (cron/report-days.ts) so a report over years reads a row a day, not every booking. A day with
 * no row (today, or one the job has not reached) is counted live from reservations.
 */
export const reportDays = sqliteTable('report_days', {
  date: text('date').primaryKey(), // yyyy-MM-dd, Berlin
  figures: text('figures', { mode: 'json' }).$type<DayFigures>().notNull(),
  refreshedAt: integer('refreshed_at').notNull(),
});

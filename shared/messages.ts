import { MAX_BOOKING_DAYS_AHEAD } from './constants';

/**
 * The owner's booking window and same-day cutoff (issue 29, shared/rules/reservation-window.ts): the
 * texts name the settings' numbers, so they are made from them.
 */
export const BOOKING_WINDOW_MESSAGES = {
  tooFar: (days: number) => `Bookings open up to ${days} days ahead. For later dates, please call us.`,
  tooSoon: (hours: number) =>
    hours === 0
      ? 'This time has already passed. Please choose a later time.'
      : `Same-day reservations close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the time. Please call us.`,
} as const;

/** Every user-visible message the spec names (§5, §7, §8), word for word. */
export const RESERVATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name cannot exceed 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone format',
  dateRequired: 'Date is required',
  datePast: 'Date cannot be in the past',
  dateTooFar: BOOKING_WINDOW_MESSAGES.tooFar(MAX_BOOKING_DAYS_AHEAD),
  timeRequired: 'Time is required',
  timeInvalid: 'Invalid time format (HH:MM)',
  guestsRequired: 'Number of guests is required',
  guestsMin: 'At least 1 guest is required',
  guestsMax: 'For parties over 20, please contact us directly',
  occasionMax: 'Occasion cannot exceed 50 characters',
  specialRequestsMax: 'Special requests cannot exceed 500 characters',
  allergenUnknown: (code: string) =>
    `Unknown allergen "${code}": choose from gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs`,
  allergyNoteMax: 'The allergy note cannot exceed 200 characters',
  allergyConsent: 'Please agree that we may keep your allergy details for this booking',
} as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  failed: 'Authentication failed. Please try again.',
} as const;

export const BOOKING_MESSAGES = {
  slotUnavailable: (reason: string) => `Sorry, this time slot is not available: ${reason}`,
  failure: 'An error occurred while submitting your reservation. Please try again.',
  success: "Your reservation request has been submitted successfully! We'll confirm your reservation shortly.",
  closedDate: "Sorry, we're closed on this date.",
  sameDay: 'Same-day reservations are taken by phone only. Please call us.',
} as const;

/** Reasons a slot cannot be booked; shared by check-availability and book. */
export const AVAILABILITY_REASONS = {
  closed: "We're closed on this date",
  unknownSlot: 'We do not take reservations at this time on this date',
  slotDisabled: 'This time slot is not open for reservations',
  full: 'This time slot is fully booked',
  sameDay: BOOKING_MESSAGES.sameDay,
  past: 'Date cannot be in the past',
  /** With the seed's window; the answers name the owner's (availabilityReason). */
  tooFar: BOOKING_WINDOW_MESSAGES.tooFar(MAX_BOOKING_DAYS_AHEAD),
} as const;

/** An Idempotency-Key misused or replayed (issue 11): none of these carries guest data. */
export const IDEMPOTENCY_MESSAGES = {
  tooLong: 'Idempotency-Key must be at most 200 characters',
  otherBody: 'This Idempotency-Key was already used for a different booking. Send a new key for a new booking.',
  inProgress: 'This booking is already being processed',
  gone: 'The booking made with this Idempotency-Key no longer exists. Please book again with a new key.',
} as const;

/** A client over a rate limit (worker/middleware/rate-limit.ts); each starts "Too many". */
export const RATE_LIMIT_MESSAGES = {
  booking: 'Too many booking requests from your connection. Please wait a minute and try again.',
  login: 'Too many sign-in attempts from your connection. Please wait a minute and try again.',
  dataRequest: 'Too many data requests from your connection. Please wait a minute and try again.',
  manageBooking: 'Too many requests for this booking from your connection. Please wait a minute and try again.',
} as const;

export const MENU_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  imageRequired: 'Image URL is required',
  imageInvalid: 'Image must be an http(s) URL or a path starting with /',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a whole number of cents, 0 or more',
  categoryInvalid: 'Category must be one of starters, main, desserts, drinks, sides',
  dietaryInvalid: 'Dietary tags must come from the list, without duplicates',
  notFound: 'Menu item not found',
  addFailed: 'Failed to add menu item. Please try again.',
  updateFailed: 'Failed to update menu item. Please try again.',
  deleteFailed: 'Failed to delete menu item. Please try again.',
  saveError: 'An error occurred while saving the menu item',
  deleteError: 'Failed to delete menu item',
  loadFailed: 'Failed to load menu items',
  previewFailed: 'Failed to load image preview. Please check the URL.',
  comingSoonFailed: 'Failed to fetch coming soon menu items. Please try again.',
  comingSoonEmpty: 'No coming soon items available right now.',
  featuredEmpty: 'No featured items available at the moment.',
  categoryEmpty: 'No items found in this category.',
  // Issue 30: "contains none" is a choice; a dish nobody declared may not be on the public menu.
  allergensUndeclared:
    'Declare the allergens before publishing this dish: tick the ones it contains, or choose "Contains none of the 14 allergens"',
  allergenUnknown: (code: string) =>
    `Unknown allergen "${code}": use one of gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs (gluten:wheat, nuts:cashew, …)`,
  additiveUnknown: (code: string, codes: string) => `Unknown additive "${code}": use one of ${codes}`,
} as const;

export const BANNER_MESSAGES = {
  imageRequired: 'Image URL is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  notFound: 'Banner not found',
  createFailed: 'Failed to create banner. Please try again.',
  updateFailed: 'Failed to update banner. Please try again.',
  deleteFailed: 'Failed to delete banner. Please try again.',
  toggleFailed: 'Failed to toggle banner state. Please try again.',
  deleteError: 'Failed to delete banner',
} as const;

export const ORDER_MESSAGES = {
  noItems: 'Please select at least one menu item.',
  quantityMin: 'Quantity must be a whole number of at least 1',
  notFound: 'Order not found',
  generic: 'Something went wrong. Please try again or contact us directly.',
  notConfirmed: 'Orders can only be placed for confirmed reservations',
  unknownItem: 'One or more menu items do not exist',
  reopenOwnerOnly: 'Only an owner can set a paid order back to pending',
  changedMeanwhile: 'The order changed meanwhile; reload and try again',
} as const;

export const SCHEDULE_MESSAGES = {
  loadFailed: 'Failed to load schedule data',
  updateFailed: 'Failed to update schedule. Please try again.',
  cleanupFailed: 'Failed to clean up old schedule data. Please try again.',
  maxReservations: 'Max reservations must be between 1 and 50',
  maxCovers: 'Max covers must be between 1 and 500, or empty for no limit',
  duplicateSlot: 'Each time may appear only once per day',
  noteMax: 'Special note cannot exceed 200 characters',
} as const;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const DATA_REQUEST_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  typeInvalid: 'Request type must be access or deletion',
  failed: 'There was an error processing your request. Please try again.',
  notFound: 'No data found for this email',
  // Issue 12: the same answer whether or not the address has data (docs/decisions/018).
  linkSent:
    'Check your inbox: we have sent a confirmation link to this address. It is valid for 1 hour. If nothing arrives, check the address and your spam folder.',
  tokenRequired: 'token is required: submit the data request form and open the link we email you',
  invalidLink: 'This link is not valid. Please open the link from your latest email, or make a new request.',
  linkGone: 'This link has expired or has already been used. Please make a new request.',
  unavailable: 'Data requests are unavailable right now. Please write to us.',
  deleted: (reservations: number, orders: number, anonymised: number) =>
    `Deleted ${count(reservations, 'reservation')} and ${count(orders, 'order')} for this email` +
    (anonymised
      ? `; ${count(anonymised, 'paid order')} ${anonymised === 1 ? 'is' : 'are'} kept without your name and email, as German tax law requires`
      : ''),
} as const;

/** The guest's manage page and its API (issue 12); the page shows the API's text as it is. */
export const MANAGE_BOOKING_MESSAGES = {
  invalidLink: 'This link is not valid. Please open the link from your latest email about this booking, or call us.',
  expiredLink: 'This link has expired: the date of the booking has passed.',
  otherBooking: 'This link belongs to another booking. Please open the link from the email about this booking.',
  notFound: 'This booking no longer exists.',
  cutoff: (hours: number) => `Bookings can be cancelled online up to ${hours} hours before. Please call us.`,
  alreadyCancelled: 'This booking is already cancelled.',
  changed: 'The booking changed meanwhile. Please reload the page.',
  icsNotConfirmed: 'The calendar file is available once the restaurant has confirmed your booking.',
  unavailable: 'Managing bookings online is unavailable right now. Please call us.',
  cancelled: 'Your booking has been cancelled. The restaurant has been told.',
  confirmed: 'Thank you: your booking is confirmed. We look forward to seeing you.',
  confirmCancelled: 'This booking is cancelled, so there is nothing to confirm.',
  confirmClosed: 'This booking can no longer be confirmed online.',
} as const;

export const GENERIC_MESSAGES = {
  errorPageFallback: 'Something went wrong!',
  internal: 'Internal error',
  unauthorized: 'Authentication required',
  notFound: 'Not found',
  invalidText: 'Text contains characters that are not valid Unicode',
  jsonOnly: 'Send the body as JSON (Content-Type: application/json)',
} as const;

/** A free-text field holding a control or invisible format character (shared/rules/text.ts). */
export const invisibleText = (field: string) => `${field} contains invisible or control characters`;

/** The weekly opening rules (issue 29): PUT /api/schedule/rules and the back office's editor. */
export const OPENING_RULES_MESSAGES = {
  loadFailed: 'Failed to load the opening hours',
  saveFailed: 'Failed to save the opening hours. Please try again.',
  saved: 'Opening hours saved',
  weeklyObject: 'weekly must name each weekday, mon to sun, with a list of services',
  servicesList: (day: string) => `${day} must be a list of services`,
  tooManyServices: (day: string) => `${day} cannot have more than 6 services`,
  name: 'A service name must be 1 to 40 characters',
  time: (field: string) => `${field} must be a time HH:MM, from 00:00 to 23:59`,
  interval: 'The interval must be 15 or 30 minutes',
  maxParties: 'Parties per slot must be a whole number from 1 to 50',
  maxCovers: 'Covers per slot must be a whole number from 1 to 500, or empty for no limit',
  online: 'online must be true or false',
  lastBeforeStart: (day: string, name: string) => `${day} ${name}: the last seating is before the start`,
  overlap: (day: string, a: string, b: string) => `${day}: ${a} and ${b} overlap`,
  exceptionRemoved: 'Exception removed: the day follows the weekly hours again',
} as const;

/** The room editor and PUT /api/room (issue 28): each message names the table, combination or band at fault. */
export const ROOM_MESSAGES = {
  loadFailed: 'Failed to load the room',
  saveFailed: 'Failed to save the room. Please try again.',
  saved: 'Room saved',
  tablesList: 'tables must be a list',
  combinationsList: 'combinations must be a list',
  staysList: 'stays must be a list',
  idInvalid: 'An id must be 1 to 40 lowercase letters, digits or dashes, starting with a letter or digit',
  duplicateId: (id: string) => `The id "${id}" is used more than once`,
  nameLength: 'A name must be 1 to 40 characters',
  duplicateTableName: (name: string) => `Two tables are called "${name}"`,
  areaLength: 'An area must be 1 to 40 characters',
  covers: 'Covers must be whole numbers from 1 to 30',
  minAboveMax: (name: string) => `${name}: the minimum covers cannot be above the maximum`,
  priority: 'Priority must be a whole number, 0 or more',
  flag: (field: string) => `${field} must be true or false`,
  noActiveTable: 'The room needs at least one active table',
  combinationTooFew: (name: string) => `${name}: a combination needs at least 2 different tables`,
  combinationUnknownTable: (name: string, id: string) => `${name}: there is no table with the id "${id}"`,
  combinationInactiveTable: (name: string, table: string) => `${name}: ${table} is not active`,
  combinationTooLarge: (name: string, sum: number) =>
    `${name}: the maximum covers cannot be above ${sum}, the sum of its tables' maximums`,
  stayGuests: (max: number) => `A stay's party sizes must be whole numbers from 1 to ${max}`,
  stayMinutes: 'A stay must be a whole number of minutes from 30 to 360',
  stayBackwards: (band: string) => `The stay for ${band} guests starts above where it ends`,
  stayOverlap: (a: string, b: string) => `The stays for ${a} and ${b} guests overlap`,
  stayGap: (band: string) => `No stay covers ${band} guests`,
  resetMinutes: 'The reset between bookings must be a whole number of minutes from 0 to 120',
  moveBookings: 'moveBookings must be true or false',
  bookingsWouldLoseTable: (n: number) =>
    n === 1 ? '1 upcoming booking would lose its table' : `${n} upcoming bookings would lose their table`,
} as const;

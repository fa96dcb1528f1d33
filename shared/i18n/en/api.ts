import {
  AVAILABILITY_REASONS,
  BOOKING_MESSAGES,
  BOOKING_WINDOW_MESSAGES,
  DATA_REQUEST_MESSAGES,
  GENERIC_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  MENU_MESSAGES,
  RATE_LIMIT_MESSAGES,
  RESERVATION_MESSAGES,
  invisibleText,
} from '../../messages';

/**
 * The API's messages a guest can see, in English: the spec's texts word for word, kept where the
 * admin side and the tests already read them (shared/messages.ts).
 */
export const api = {
  reservation: RESERVATION_MESSAGES,
  booking: BOOKING_MESSAGES,
  availability: AVAILABILITY_REASONS,
  bookingWindow: BOOKING_WINDOW_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  rateLimit: RATE_LIMIT_MESSAGES,
  dataRequest: DATA_REQUEST_MESSAGES,
  manageBooking: MANAGE_BOOKING_MESSAGES,
  generic: GENERIC_MESSAGES,
  // The menu's texts guests see (the rest of MENU_MESSAGES is the back office's, in English only).
  menu: {
    loadFailed: MENU_MESSAGES.loadFailed,
    comingSoonFailed: MENU_MESSAGES.comingSoonFailed,
    comingSoonEmpty: MENU_MESSAGES.comingSoonEmpty,
    featuredEmpty: MENU_MESSAGES.featuredEmpty,
    categoryEmpty: MENU_MESSAGES.categoryEmpty,
    // The back office's allergen rules (issue 30), in the request's language like any rule.
    allergensUndeclared: MENU_MESSAGES.allergensUndeclared,
    allergenUnknown: MENU_MESSAGES.allergenUnknown,
    additiveUnknown: MENU_MESSAGES.additiveUnknown,
  },
  invisibleText,
  /** A guest form's field as invisibleText names it; other fields (the back office's) keep their label. */
  fieldNames: {
    Name: 'Name',
    Email: 'Email',
    'Phone number': 'Phone number',
    Occasion: 'Occasion',
    'Special requests': 'Special requests',
    'Allergy note': 'The allergy note',
  } as Record<string, string>,
};

import type { Messages } from '../catalogues';

/** manageBooking texts in German (issue 13). */
export const manageBooking: Messages['manageBooking'] = {};

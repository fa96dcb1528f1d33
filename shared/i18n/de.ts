import type { Messages } from './catalogues';
import { api } from './de/api';
import { common } from './de/common';
import { home } from './de/home';
import { menu } from './de/menu';
import { reserve } from './de/reserve';
import { comingSoon } from './de/coming-soon';
import { dataRequest } from './de/data-request';
import { manageBooking } from './de/manage-booking';
import { waitlist } from './de/waitlist';
import { legal } from './de/legal';
import { allergenSheet } from './de/allergen-sheet';
import { emails } from './de/emails';

/**
 * Every guest-visible text in German, formal „Sie“, German typography (issue 13). Its type is the
 * English catalogue's shape, so a missing or extra message fails the typecheck.
 */
export const de: Messages = {
  common,
  home,
  menu,
  reserve,
  comingSoon,
  dataRequest,
  manageBooking,
  waitlist,
  legal,
  allergenSheet,
  emails,
  api,
};

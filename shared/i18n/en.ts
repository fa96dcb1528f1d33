import { api } from './en/api';
import { common } from './en/common';
import { home } from './en/home';
import { menu } from './en/menu';
import { reserve } from './en/reserve';
import { comingSoon } from './en/coming-soon';
import { dataRequest } from './en/data-request';
import { manageBooking } from './en/manage-booking';
import { waitlist } from './en/waitlist';
import { legal } from './en/legal';
import { allergenSheet } from './en/allergen-sheet';
import { emails } from './en/emails';

/**
 * Every guest-visible text in English: the source of truth for its language, one section per part
 * of the site (issue 13). The API's and the forms' shared rules read their messages from it too.
 */
export const en = {
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

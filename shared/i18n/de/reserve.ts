import type { Messages } from '../catalogues';

/** reserve texts in German (issue 13). */
export const reserve: Messages['reserve'] = {};

import type { Messages } from '../catalogues';

/** menu texts in German (issue 13). */
export const menu: Messages['menu'] = {};

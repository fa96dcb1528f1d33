import type { Messages } from '../catalogues';

/** legal texts in German (issue 13). */
export const legal: Messages['legal'] = {};

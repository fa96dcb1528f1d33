import type { Messages } from '../catalogues';

/** emails texts in German (issue 13). */
export const emails: Messages['emails'] = {};

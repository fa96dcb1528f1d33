import type { Messages } from '../catalogues';

/** home texts in German (issue 13). */
export const home: Messages['home'] = {};

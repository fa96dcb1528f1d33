import type { Messages } from '../catalogues';

/** dataRequest texts in German (issue 13). */
export const dataRequest: Messages['dataRequest'] = {};

import type { Messages } from '../catalogues';

/** common texts in German (issue 13). */
export const common: Messages['common'] = {};

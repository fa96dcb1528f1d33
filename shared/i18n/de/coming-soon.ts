import type { Messages } from '../catalogues';

/** comingSoon texts in German (issue 13). */
export const comingSoon: Messages['comingSoon'] = {};

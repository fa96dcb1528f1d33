/** home texts in English (issue 13). */
export const home = {};

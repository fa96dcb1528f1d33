/** Marks the countdown (spec §9); its value is the moment it counts down to (ISO 8601). */
export const COUNTDOWN_ATTRIBUTE = 'data-countdown';

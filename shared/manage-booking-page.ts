/**
 * The build prerenders the guest's manage page once, loading and without any booking, at this path
 * (scripts/prerender.mjs writes booking/_shell.html); the Worker serves it for every /booking/<id>
 * (worker/routes/booking-page.ts), and the browser then renders the guest's own booking.
 */
export const MANAGE_BOOKING_SHELL = '/booking/_shell';

/** The featured dishes' section: the home page loads everything below the banners as it nears. */
export const FEATURED_MARKER = 'home-featured';

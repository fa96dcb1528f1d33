/** Marks the hero that holds the banners' slides (./carousel.ts); the page's first slide is drawn in it. */
export const CAROUSEL_ATTRIBUTE = 'data-carousel';

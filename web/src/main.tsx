import './app/styles.css';

// A prerendered page is already complete on screen: let the browser paint it before React and the
// router are evaluated and hydrate it (their chunks are preloaded meanwhile). docs/decisions/006.
requestAnimationFrame(() => setTimeout(() => void import('./app/boot')));

import './app/styles.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A prerendered page is already complete on screen: let the browser paint it before React and the
// router are evaluated and hydrate it (their chunks are preloaded meanwhile). React DOM, the router
// and the app are each evaluated in a task of their own, so none of them holds up a tap for long.
// docs/decisions/006.
requestAnimationFrame(async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./app/boot');
});

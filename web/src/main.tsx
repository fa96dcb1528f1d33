import './app/styles.css';
import { hasSessionHint } from '../../shared/session-hint';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const root = document.getElementById('root')!;

if (root.dataset.boot === 'islands' && root.dataset.prerendered === window.location.pathname && !hasSessionHint(document.cookie)) {
  // A guest on a page that runs as islands: no router, no layout to hydrate (docs/decisions/023).
  // Staff get the whole app on every page instead: their header holds the back office's links.
  void import('./app/islands');
} else {
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
}

import './app/styles.css';
import { hasSessionHint } from '../../shared/session-hint';

const PRELOADS_PER_TASK = 8;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const root = document.getElementById('root')!;
const drawnForThisAddress = root.dataset.prerendered === window.location.pathname || root.dataset.shell !== undefined;

// A prerendered page is already complete on screen: let the browser paint it before any script
// is evaluated (its chunks are preloaded meanwhile). docs/decisions/006, 008.
requestAnimationFrame(async () => {
  await nextTask();
  if (root.dataset.boot === 'islands' && drawnForThisAddress && !hasSessionHint(document.cookie)) {
    // A guest on a page that runs as islands: no router, no layout to hydrate (docs/decisions/023).
    // Staff get the whole app on every page instead: their header holds the back office's links.
    // The chunks it needs download from here on, in parallel: the HTML names them (data-chunks)
    // rather than preloading them, so they never compete with the first paint (issue 15).
    // Starting a preload costs a phone's main thread about 2 ms, and a page names up to 40
    // chunks: a few per task, so that none of these tasks is long (issue 15's TBT).
    const chunks = root.dataset.chunks?.split(' ').filter(Boolean) ?? [];
    for (let i = 0; i < chunks.length; i += PRELOADS_PER_TASK) {
      if (i > 0) await nextTask();
      for (const href of chunks.slice(i, i + PRELOADS_PER_TASK)) {
        document.head.appendChild(
          Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
        );
      }
    }
    await import('./app/islands');
    return;
  }
  // React DOM, the router and the app are each evaluated in a task of their own, so none of them
  // holds up a tap for long.
  await import('react-dom/client');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./app/boot');
});

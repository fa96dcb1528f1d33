/**
 * The one inline script a prerendered page carries (issue 15, docs/decisions/027). It asks for the
 * app's entry only once the page has painted its text, so no script downloads before the first
 * contentful paint (Lighthouse counts every request begun before the largest paint in LCP):
 * - the heading font has arrived (until then the headings are not drawn), at most 1.5 s, and at
 *   once where there is no document.fonts;
 * - then the browser has reported the first contentful paint (a frame's callbacks run before its
 *   paint is presented), at most 1.5 s; where paint timing is missing, a frame;
 * - then a task. A wait that fails (an observer a browser refuses) counts as over.
 * Its tag names what to fetch (data-entry: the entry, then the chunks it imports; data-fetch: the
 * API answers the page's content reads, preloaded at low priority), because the CSP allows this
 * text by its hash: the text never changes between builds.
 */
export const ENTRY_LOADER =
  "(d=>{const s=d.currentScript,P=window.PerformanceObserver,wait=t=>new Promise(r=>setTimeout(r,t)),within=p=>Promise.race([p,wait(1500)]).catch(()=>{});" +
  "within(d.fonts&&d.fonts.ready).then(()=>within(new Promise(r=>P&&(P.supportedEntryTypes||[]).includes('paint')?" +
  "new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true}):requestAnimationFrame(r))))" +
  ".then(()=>wait(0)).then(()=>{const[entry,...deps]=s.dataset.entry.split(' ');" +
  "for(const href of (s.dataset.fetch||'').split(' ').filter(Boolean))d.head.append(Object.assign(d.createElement('link'),{rel:'preload',as:'fetch',href,crossOrigin:'anonymous',fetchPriority:'low'}));" +
  "for(const href of deps)d.head.append(Object.assign(d.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));" +
  "d.head.append(Object.assign(d.createElement('script'),{type:'module',src:entry,crossOrigin:''}))})})(document)";

/** The CSP source that allows ENTRY_LOADER; worker/lib/site-headers.test.ts checks that it is its SHA-256. */
export const ENTRY_LOADER_CSP_SOURCE = "'sha256-QUC9n763Wk0EeZYPk8xoBHiwYTh/OaRHbkXMiogWUoY='";

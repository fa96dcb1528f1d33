/**
 * The one inline script a prerendered page carries (issue 15, docs/decisions/027 and 036). It asks
 * for the app's entry and the heading font only once the page has painted its content, so nothing
 * but the HTML, the stylesheet and the page's own images downloads before the largest paint
 * (Lighthouse counts every request that ends before it in LCP):
 * - a guest who comes from another of our pages, reloads or goes back has the heading font in the
 *   cache: the page asks for it at once (the `heading-font` class on <html>, web/src/ui/theme.css),
 *   and waits for it as below;
 * - the heading font has arrived, if it was asked for, at most 1.5 s, and at once where there is no
 *   document.fonts;
 * - then the browser has reported the first contentful paint (a frame's callbacks run before its
 *   paint is presented), at most 1.5 s; where paint timing is missing, a frame;
 * - then the images the page fetches first (`fetchpriority="high"`, the home page's banner) are
 *   decoded, at most 1.5 s;
 * - on a page whose tag says `data-after-fade` (the menu), then the first card's fade-in has ended
 *   and two frames have passed: the card appears only then (spec §2: 300 ms wait, then the fade),
 *   and Chrome records its paint only once the compositor's fade is over, so a script fetched
 *   during the fade would still count in LCP. At most 1.5 s, and not at all with no fade running
 *   (reduced motion, an empty tab);
 * - then a task; then the heading font, which swaps in once it has arrived (until then headings
 *   show in Georgia), and the scripts. A wait that fails (an observer a browser refuses, an image
 *   that does not load) counts as over.
 * Its tag names what to fetch (data-entry: the entry, then the chunks it imports; data-fetch: the
 * API answers the page's content reads, preloaded at low priority), because the CSP allows this
 * text by its hash: the text never changes between builds.
 */
export const ENTRY_LOADER =
  "(d=>{const s=d.currentScript,P=window.PerformanceObserver,wait=t=>new Promise(r=>setTimeout(r,t)),within=p=>Promise.race([p,wait(1500)]).catch(()=>{})," +
  "font=()=>d.documentElement.classList.add('heading-font'),nav=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "if(d.referrer.startsWith(location.origin+'/')||nav&&nav.type!='navigate'){font();d.fonts&&d.fonts.load('600 1em Fraunces')}" +
  "within(d.fonts&&d.fonts.ready).then(()=>within(new Promise(r=>P&&(P.supportedEntryTypes||[]).includes('paint')?" +
  "new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true}):requestAnimationFrame(r))))" +
  ".then(()=>within(Promise.all([...d.querySelectorAll('img[fetchpriority=high]')].map(i=>i.decode()))))" +
  ".then(()=>{const c=s.hasAttribute('data-after-fade')&&d.querySelector('.rise-in');return c&&c.getAnimations&&c.getAnimations().length&&" +
  "within(new Promise(r=>c.addEventListener('animationend',()=>requestAnimationFrame(()=>requestAnimationFrame(r)),{once:true})))})" +
  ".then(()=>wait(0)).then(()=>{const[entry,...deps]=s.dataset.entry.split(' ');" +
  "d.fonts?d.fonts.load('600 1em Fraunces').then(font,font):font();" +
  "for(const href of (s.dataset.fetch||'').split(' ').filter(Boolean))d.head.append(Object.assign(d.createElement('link'),{rel:'preload',as:'fetch',href,crossOrigin:'anonymous',fetchPriority:'low'}));" +
  "for(const href of deps)d.head.append(Object.assign(d.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));" +
  "d.head.append(Object.assign(d.createElement('script'),{type:'module',src:entry,crossOrigin:''}))})})(document)";

/** The CSP source that allows ENTRY_LOADER; worker/lib/site-headers.test.ts checks that it is its SHA-256. */
export const ENTRY_LOADER_CSP_SOURCE = "'sha256-glff+TI7x+XhuyXa4hRRf0/RUEC3lQh6nXJhoYHagw0='";

/**
 * A date field marked `data-min-days`/`data-max-days` (the booking form's) gets its `min` and `max`,
 * Berlin's today plus so many calendar days, before the guest can tap it: the page is prerendered,
 * and React, which renders the same bounds, comes only on the first touch. Berlin's today without
 * Intl: a formatter with a time zone loads ICU's zone data first, 50-90 ms of the main thread before
 * the first paint (decision 027). Berlin is UTC+2 from the last Sunday of March to the last Sunday
 * of October, both at 01:00 UTC (the EU's rule), else UTC+1; days are added on the date in UTC, so
 * a change of clocks moves nothing. entry-loader.test.ts checks it against the rules' own dates.
 */
export const BOOKING_DATE_BOUNDS =
  '{const n=Date.now(),y=new Date(n).getUTCFullYear(),sun=m=>{const t=Date.UTC(y,m+1,0,1);return t-new Date(t).getUTCDay()*864e5},' +
  'b=new Date(n+(n>=sun(2)&&n<sun(9)?72e5:36e5)),day=k=>new Date(Date.UTC(b.getUTCFullYear(),b.getUTCMonth(),b.getUTCDate()+k)).toISOString().slice(0,10);' +
  "for(const i of d.querySelectorAll('input[data-min-days]'))i.min=day(+i.dataset.minDays),i.max=day(+i.dataset.maxDays)}";

/**
 * What a guest does to a form of the page's island part (web/src/ui/islands/island-part.ts) before it is
 * awake (`data-island-awake`), kept for React to be told (web/src/ui/islands/early-input.ts): a field left
 * is marked `data-early-left` (its message on leaving is due), and a submission is held, not sent
 * as a plain GET with the guest's details in the address, and marked `data-early-submit`.
 */
export const EARLY_TOUCH_MARKS =
  "{const mark=(t,a)=>{const p=t.closest&&t.closest('[data-island-part]:not([data-island-awake])');p&&t.setAttribute(a,'');return p};" +
  "d.addEventListener('focusout',e=>/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)&&mark(e.target,'data-early-left'),true);" +
  "d.addEventListener('submit',e=>mark(e.target,'data-early-submit')&&e.preventDefault(),true)}";

/**
 * The one inline script a prerendered page carries (issue 15, docs/decisions/027 and 036). It asks
 * for the app's entry and the heading font only once the page has painted its content, so nothing
 * but the HTML, the stylesheet and the page's own images downloads before the largest paint
 * (Lighthouse counts every request that ends before it in LCP):
 * - a guest who comes from another of our pages, reloads or goes back has the heading font in the
 *   cache: the page asks for it at once (the `heading-font` class on <html>, web/src/ui/styles/theme.css),
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
 * Its tag names what to fetch (data-entry: the entry, then the chunks it imports), because the CSP
 * allows this text by its hash: the text never changes between builds.
 *
 * Before that, at once, it keeps a form's rules from its first paint (spec §5, issue 27), as the
 * form wakes only on the guest's first touch (decision 033): BOOKING_DATE_BOUNDS, EARLY_TOUCH_MARKS.
 */
export const ENTRY_LOADER =
  '(d=>{' +
  BOOKING_DATE_BOUNDS +
  EARLY_TOUCH_MARKS +
  'const s=d.currentScript,P=window.PerformanceObserver,wait=t=>new Promise(r=>setTimeout(r,t)),within=p=>Promise.race([p,wait(1500)]).catch(()=>{}),' +
  "font=()=>d.documentElement.classList.add('heading-font'),nav=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "if(d.referrer.startsWith(location.origin+'/')||nav&&nav.type!='navigate'){font();d.fonts&&d.fonts.load('600 1em Fraunces')}" +
  "within(d.fonts&&d.fonts.ready).then(()=>within(new Promise(r=>P&&(P.supportedEntryTypes||[]).includes('paint')?" +
  "new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true}):requestAnimationFrame(r))))" +
  ".then(()=>within(Promise.all([...d.querySelectorAll('img[fetchpriority=high]')].map(i=>i.decode()))))" +
  ".then(()=>{const c=s.hasAttribute('data-after-fade')&&d.querySelector('.rise-in');return c&&c.getAnimations&&c.getAnimations().length&&" +
  "within(new Promise(r=>c.addEventListener('animationend',()=>requestAnimationFrame(()=>requestAnimationFrame(r)),{once:true})))})" +
  ".then(()=>wait(0)).then(()=>{const[entry,...deps]=s.dataset.entry.split(' ');" +
  "d.fonts?d.fonts.load('600 1em Fraunces').then(font,font):font();" +
  "for(const href of deps)d.head.append(Object.assign(d.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));" +
  "d.head.append(Object.assign(d.createElement('script'),{type:'module',src:entry,crossOrigin:''}))})})(document)";

/** The CSP source that allows ENTRY_LOADER; worker/infra/site-headers.test.ts checks that it is its SHA-256. */
export const ENTRY_LOADER_CSP_SOURCE = "'sha256-0F31llm+/vMnaaPNsbJE9xWk2vwNME1PmUSWIsUU+1o='";

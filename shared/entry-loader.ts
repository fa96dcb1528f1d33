/**
 * The one inline script a prerendered page carries (issue 15, docs/decisions/027). It asks for the
 * app's entry only once the page has painted its text: the heading font has arrived (until then
 * the headings are not drawn; after 1.5 s it goes ahead anyway, and at once where there is no
 * document.fonts), then a frame, then a task (a frame's callbacks wait for the stylesheet). So no
 * script downloads before the first contentful paint. Its tag names what to fetch (data-entry: the entry, then the chunks it imports), because
 * the CSP allows this text by its hash: the text never changes between builds.
 */
export const ENTRY_LOADER =
  "(d=>{const s=d.currentScript;Promise.race([d.fonts&&d.fonts.ready,new Promise(r=>setTimeout(r,1500))]).then(()=>requestAnimationFrame(()=>setTimeout(()=>{const[entry,...deps]=s.dataset.entry.split(' ');" +
  "for(const href of deps)d.head.append(Object.assign(d.createElement('link'),{rel:'modulepreload',href,crossOrigin:''}));" +
  "d.head.append(Object.assign(d.createElement('script'),{type:'module',src:entry,crossOrigin:''}))})))})(document)";

/** The CSP source that allows ENTRY_LOADER; worker/lib/site-headers.test.ts checks that it is its SHA-256. */
export const ENTRY_LOADER_CSP_SOURCE = "'sha256-F1+UxE15Mb6DIdc6HXgH2tSAo0fPhLv/wafIeqIytGI='";

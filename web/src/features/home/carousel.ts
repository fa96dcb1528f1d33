import { BANNER_ROTATION_MS } from '../../../../shared/constants';
import type { Messages } from '../../../../shared/i18n/catalogues';

const FALLBACK_BANNER = '/images/fallback-banner.svg';
const SLIDE = '[aria-roledescription="slide"]';

export type CarouselBanner = { _id: string; image: string; title: string; description: string };
type CarouselTexts = Messages['home']['carousel'];

// Lucide's pause and play, drawn as the React icons draw them (lucide-react needs React).
const ICON_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-5">';
const PAUSE_ICON = `${ICON_OPEN}<rect x="14" y="3" width="5" height="18" rx="1"></rect><rect x="5" y="3" width="5" height="18" rx="1"></rect></svg>`;
const PLAY_ICON = `${ICON_OPEN}<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"></path></svg>`;

const element = (tag: string, className: string) => Object.assign(document.createElement(tag), { className });

/** Swaps a banner's photo for the shipped stock image once if it fails (spec §8); never loops. */
function fallBackOnError(img: HTMLImageElement) {
  const fallBack = () => {
    if (img.getAttribute('src') !== FALLBACK_BANNER) img.src = FALLBACK_BANNER;
  };
  img.addEventListener('error', fallBack);
  // It may have failed before this code arrived.
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fallBack();
}

/** The first slide's markup with another banner's photo and words. */
function slideFor(first: Element, banner: CarouselBanner) {
  const slide = first.cloneNode(true) as HTMLElement;
  const img = slide.querySelector('img')!;
  Object.assign(img, { src: banner.image, alt: banner.title, loading: 'lazy', fetchPriority: 'low' });
  slide.querySelector('h2')!.textContent = banner.title;
  slide.querySelector('p')!.textContent = banner.description;
  return slide;
}

function controls(banners: CarouselBanner[], texts: CarouselTexts) {
  const bar = element(
    'div',
    'absolute inset-x-0 bottom-5 z-20 mx-auto flex max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8',
  );
  const pause = element(
    'button',
    'inline-flex size-11 items-center justify-center rounded-full bg-ink/50 text-cream ring-1 ring-cream/50 hover:bg-ink/70',
  );
  pause.innerHTML = `${PAUSE_ICON}${PLAY_ICON}<span class="sr-only"></span>`;
  const dots = element('ul', 'flex items-center');
  const dotButtons = banners.map((banner, i) => {
    const button = element('button', 'group flex size-11 items-center justify-center');
    const label = element('span', 'sr-only');
    label.textContent = texts.show(i + 1, banner.title);
    button.appendChild(element('span', 'block h-2.5 rounded-full transition-all')).setAttribute('aria-hidden', 'true');
    button.appendChild(label);
    dots.appendChild(element('li', '')).appendChild(button);
    return button;
  });
  for (const button of [pause, ...dotButtons]) button.setAttribute('type', 'button');
  bar.appendChild(pause);
  bar.appendChild(dots);
  return { bar, pause, dotButtons };
}

/**
 * The banners' slideshow (spec §2), in plain DOM code: the page draws the first slide, and this adds
 * the others and the controls, then shows a slide every 5 s unless paused by the button (WCAG 2.2.2)
 * or held while the pointer or focus is inside. A guest's home page runs it without React (decision
 * 030); the app's BannerCarousel runs the same code. Returns what undoes it.
 */
export function runCarousel(frame: HTMLElement, banners: CarouselBanner[], texts: CarouselTexts) {
  const first = frame.querySelector(SLIDE);
  if (!first) return () => {};
  const added = banners.slice(1).map((banner) => frame.appendChild(slideFor(first, banner)));
  const slides = [first, ...added];
  for (const img of frame.querySelectorAll('img')) fallBackOnError(img);
  slides.forEach((slide, i) => slide.setAttribute('aria-label', texts.slide(i + 1, slides.length)));
  if (slides.length < 2) return () => {};

  const { bar, pause, dotButtons } = controls(banners, texts);
  frame.appendChild(bar);
  let index = 0;
  let paused = false;
  let held = false;
  let timer = 0;

  const draw = () => {
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.toggleAttribute('inert', !active);
      for (const name of ['z-10', 'opacity-100']) slide.classList.toggle(name, active);
      for (const name of ['z-0', 'opacity-0']) slide.classList.toggle(name, !active);
    });
    dotButtons.forEach((button, i) => {
      const active = i === index;
      if (active) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
      button.firstElementChild!.className = `block h-2.5 rounded-full transition-all ${active ? 'w-8 bg-turmeric' : 'w-2.5 bg-cream/70 group-hover:bg-cream'}`;
    });
    // The button's children stay: one replaced between a press and its release would lose the click.
    const [pauseIcon, playIcon, label] = pause.children;
    pauseIcon.toggleAttribute('hidden', paused);
    playIcon.toggleAttribute('hidden', !paused);
    label.textContent = paused ? texts.play : texts.pause;
    // A new slide, a pause or a hold starts the 5 s afresh.
    window.clearInterval(timer);
    if (!paused && !held) timer = window.setInterval(() => show(index + 1), BANNER_ROTATION_MS);
  };
  const show = (next: number) => {
    index = next % slides.length;
    draw();
  };
  const hold = (next: boolean) => {
    held = next;
    draw();
  };

  pause.addEventListener('click', () => {
    paused = !paused;
    draw();
  });
  dotButtons.forEach((button, i) => button.addEventListener('click', () => show(i)));
  const listeners: [string, (event: Event) => void][] = [
    ['mouseenter', () => hold(true)],
    ['mouseleave', () => hold(false)],
    ['focusin', () => hold(true)],
    ['focusout', (event) => !frame.contains((event as FocusEvent).relatedTarget as Node | null) && hold(false)],
  ];
  for (const [type, listener] of listeners) frame.addEventListener(type, listener);
  draw();

  return () => {
    window.clearInterval(timer);
    for (const [type, listener] of listeners) frame.removeEventListener(type, listener);
    for (const node of [...added, bar]) node.remove();
    first.removeAttribute('inert');
    first.classList.replace('z-0', 'z-10');
    first.classList.replace('opacity-0', 'opacity-100');
  };
}

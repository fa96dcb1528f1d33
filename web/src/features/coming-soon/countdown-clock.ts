import { timeLeft } from './countdown-math';
import {
  AFTER_OPENING_ATTRIBUTE,
  COUNTDOWN_ATTRIBUTE,
  UNTIL_OPENING_ATTRIBUTE,
} from '../../../../shared/coming-soon-page';

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Ticks the countdown every second until its moment, then shows the page's end state, in plain DOM code: the
 * page is drawn with dashes (its prerendering cannot know the visitor's clock), and each unit's
 * number is the element marked `data-unit`. A guest's page runs it without React (decision 031);
 * the app's Countdown runs the same code. Returns what stops it.
 */
/** After the moment: the page's end state ("Now on the menu") in place of a countdown at zero (issue 29). */
function showArrived(page: ParentNode) {
  for (const el of page.querySelectorAll<HTMLElement>(`[${UNTIL_OPENING_ATTRIBUTE}]`)) el.hidden = true;
  for (const el of page.querySelectorAll<HTMLElement>(`[${AFTER_OPENING_ATTRIBUTE}]`)) el.hidden = false;
}

export function runCountdown(timer: HTMLElement) {
  const target = Date.parse(timer.getAttribute(COUNTDOWN_ATTRIBUTE) ?? '');
  const draw = () => {
    const left = timeLeft(target, Date.now());
    for (const unit of COUNTDOWN_UNITS) {
      const number = timer.querySelector(`[data-unit="${unit}"]`);
      if (number) number.textContent = String(left[unit]).padStart(2, '0');
    }
    if (Date.now() >= target) {
      window.clearInterval(ticking);
      showArrived(timer.ownerDocument);
    }
  };
  const ticking = window.setInterval(draw, 1000);
  draw();
  return () => window.clearInterval(ticking);
}

import { useEffect, useState } from 'react';
import { BANNER_ROTATION_MS } from '../../../../shared/constants';

/**
 * The slide index, advancing every 5 s unless paused by the button (WCAG 2.2.2) or held
 * while the pointer or focus is inside the carousel.
 */
export function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, held, count, index]);

  return { index: count ? index % count : 0, setIndex, paused, setPaused, setHeld };
}

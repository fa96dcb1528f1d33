/**
 * A ref that sets CSS custom properties through the CSSOM: positions on the plan are numbers, and
 * the CSP allows no style attribute (decision 014). Classes read them, e.g. `left-(--bar-left)`.
 */
export const cssVars = (vars: Record<`--${string}`, string>) => (el: HTMLElement | null) => {
  if (!el) return;
  for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
};

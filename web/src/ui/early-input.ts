import { initialOf, isFormControl, isToggle, valueOf, type FormControl as Control } from './form-control-state';

/**
 * What a guest typed or chose in a prerendered form before React hydrated it (decision 033).
 *
 * The booking and data-request forms take input from their first paint, while React arrives only
 * on the guest's first touch. React 19 does not tell a component about a change made before it
 * hydrated (its `enableHydrationChangeEvent` is off): the field shows the guest's text while the
 * component's state is still empty, and the next render would wipe it. Nor does an 'input' event
 * do, if fired as is: React tracks each field's value from hydration on and ignores an event whose
 * value it has already seen. So the values are read just before hydration and told to React just
 * after it, without its internals, the way testing-library does: a text field's value is set through
 * the element first (which React tracks) to something else, then through the prototype's setter
 * (which it does not), and an 'input' event follows; a select gets a 'change', a checkbox or radio a
 * click that turns it the way the guest left it. A changed field the guest has left is then told
 * it was left (a 'focusout', React's onBlur), so its message shows as it would have.
 */

type Reading = { control: Control; initial: string; read: string };

/** The form controls of a part about to hydrate, as read then. */
export type EarlyInput = Reading[];

const UNREPLAYABLE = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** Reads every form control in `root`; call it right before React hydrates `root`. */
export function readEarlyInput(root: Element): EarlyInput {
  const readings: EarlyInput = [];
  for (const control of root.querySelectorAll('input, select, textarea')) {
    if (!isFormControl(control)) continue;
    if (control.disabled || (control instanceof HTMLInputElement && UNREPLAYABLE.has(control.type))) continue;
    readings.push({ control, initial: initialOf(control), read: valueOf(control) });
  }
  return readings;
}

function tell(control: Control, wanted: string) {
  if (isToggle(control)) {
    const checked = wanted === 'true';
    // A radio is told only that it was chosen: the one the guest left is the group's answer.
    if (control.type === 'radio' && !checked) return;
    control.checked = !checked;
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = wanted;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    control.value = wanted === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, wanted);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Tells the hydrated components what the guest changed: call it from an effect of the hydrated
 * tree's root, which runs after its children's (a draft the form restores in its own effect is
 * applied first, so the fields the guest typed in win over it). What the control shows now wins
 * over the reading, unless a render has put its initial value back.
 */
export function replayEarlyInput(readings: EarlyInput) {
  for (const { control, initial, read } of readings) {
    if (!control.isConnected || control.disabled) continue;
    const now = valueOf(control);
    const wanted = now !== initial ? now : read;
    if (wanted === initial) continue;
    tell(control, wanted);
    // A field the guest changed and left was blurred before React listened: its message (spec §5,
    // shown once a field was touched) is due now. React's onBlur listens to focusout. A task later,
    // once React has rendered the replayed values: a form that checks the field on blur must see them.
    setTimeout(() => {
      if (control.isConnected && document.activeElement !== control) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
  }
}

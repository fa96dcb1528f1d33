import {
  initialOf,
  isFormControl,
  isToggle,
  valueOf,
  type FormControl as Control,
} from '../controls/form-control-state';
import { EARLY_LEFT_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from './island-part';

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
 * click that turns it the way the guest left it. A field the guest changed or left (the inline
 * loader marks it, shared/entry-loader.ts) is then told it was left (a 'focusout', React's onBlur),
 * so its message shows as it would have (spec §5), and a submission the loader held is made again.
 */

/** `left`: the guest left the field before React came. */
type Reading = { kind: 'control'; control: Control; initial: string; read: string; left: boolean };
/** A form the guest submitted before React came; the loader held the submission. */
type HeldSubmission = { kind: 'submit'; form: HTMLFormElement };

/** The form controls of a part about to hydrate, as read then, and the submissions held until then. */
export type EarlyInput = (Reading | HeldSubmission)[];

const UNREPLAYABLE = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * Reads every form control in `root` and the loader's marks, which it takes away: call it right
 * before React hydrates `root` (React then finds the markup it drew, and handles what comes next).
 */
export function readEarlyInput(root: Element): EarlyInput {
  const readings: EarlyInput = [];
  for (const control of root.querySelectorAll('input, select, textarea')) {
    if (!isFormControl(control)) continue;
    if (control.disabled || (control instanceof HTMLInputElement && UNREPLAYABLE.has(control.type))) continue;
    readings.push({
      kind: 'control',
      control,
      initial: initialOf(control),
      read: valueOf(control),
      left: control.hasAttribute(EARLY_LEFT_ATTRIBUTE),
    });
  }
  for (const form of root.querySelectorAll(`form[${EARLY_SUBMIT_ATTRIBUTE}]`)) {
    if (form instanceof HTMLFormElement) readings.push({ kind: 'submit', form });
  }
  for (const marked of root.querySelectorAll(`[${EARLY_LEFT_ATTRIBUTE}], [${EARLY_SUBMIT_ATTRIBUTE}]`)) {
    marked.removeAttribute(EARLY_LEFT_ATTRIBUTE);
    marked.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
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
    const prototype =
      control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    control.value = wanted === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, wanted);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Tells the hydrated components what the guest did: call it from an effect of the hydrated tree's
 * root, which runs after its children's (a draft the form restores in its own effect is applied
 * first, so the fields the guest typed in win over it). What the control shows now wins over the
 * reading, unless a render has put its initial value back.
 */
export function replayEarlyInput(early: EarlyInput) {
  const left: Control[] = [];
  const submitted: HTMLFormElement[] = [];
  for (const entry of early) {
    if (entry.kind === 'submit') {
      submitted.push(entry.form);
      continue;
    }
    const { control, initial, read } = entry;
    // A field left while React hydrated is marked too: React drops a focusout on markup it has not
    // hydrated yet (it replays only focusin and the discrete events, a submission among them, which
    // it handled itself: that mark is stale).
    const leftSince = control.hasAttribute(EARLY_LEFT_ATTRIBUTE);
    control.removeAttribute(EARLY_LEFT_ATTRIBUTE);
    control.form?.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
    if (!control.isConnected || control.disabled) continue;
    const now = valueOf(control);
    const wanted = now !== initial ? now : read;
    if (wanted !== initial) tell(control, wanted);
    if (wanted !== initial || entry.left || leftSince) left.push(control);
  }
  if (left.length === 0 && submitted.length === 0) return;
  // A field the guest changed or left was blurred before React listened: its message (spec §5,
  // shown once a field was touched) is due now. React's onBlur listens to focusout. A task later,
  // once React has rendered the replayed values: a form that checks a field on blur, or all of them
  // on submit, must see them. A held submission comes last, as the guest's press did, unless the
  // form's button now refuses it (a closed day).
  setTimeout(() => {
    for (const control of left) {
      if (control.isConnected && document.activeElement !== control)
        control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
    for (const form of submitted) {
      if (form.isConnected && !form.querySelector('[type="submit"]:disabled')) form.requestSubmit();
    }
  });
}

/**
 * A form control as the prerendered HTML drew it and as the guest left it: the one test of "the
 * guest changed this" that waking a part (ui/islands/island-part.ts) and replaying early input
 * (ui/islands/early-input.ts) share. Tiny and React-free, so a page with no form pays next to nothing for it.
 */

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isToggle = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What the control shows now, as a string ('true'/'false' for a checkbox or radio). */
export function valueOf(control: FormControl) {
  return isToggle(control) ? String(control.checked) : control.value;
}

/** What the HTML gave the control (its `selected` attribute is an option's defaultSelected): a select with none shows its first enabled option. */
export function initialOf(control: FormControl) {
  if (isToggle(control)) return String(control.defaultChecked);
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (
      (options.find((option) => option.hasAttribute('selected')) ?? options.find((option) => !option.disabled))
        ?.value ?? ''
    );
  }
  return control.defaultValue;
}

export const isFormControl = (element: unknown): element is FormControl =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The form controls in `root` that the guest has changed from what the HTML drew. */
export function changedControls(root: Element): FormControl[] {
  const controls: FormControl[] = [];
  for (const element of root.querySelectorAll('input, select, textarea'))
    if (isFormControl(element)) controls.push(element);
  return controls.filter((control) => valueOf(control) !== initialOf(control));
}

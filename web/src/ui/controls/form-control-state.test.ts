// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { changedControls } from './form-control-state';

const form = (html: string) => {
  const root = document.createElement('form');
  root.innerHTML = html;
  return root;
};
const names = (root: Element) => changedControls(root).map((control) => control.name);

describe('changedControls: what the guest changed before React came', () => {
  it('sees nothing changed in a form as the HTML drew it, a select whose first option is a disabled prompt included', () => {
    const root =
      form(`<input name="name" value=""><textarea name="notes"></textarea><input type="checkbox" name="agree">
      <select name="time"><option value="" disabled>Choose a time</option><option value="18:00">18:00</option></select>
      <select name="guests"><option value="1">1</option><option value="2" selected>2</option></select>`);
    expect(names(root)).toEqual([]);
  });

  it('names every field typed into, ticked or chosen', () => {
    const root = form(`<input name="name"><textarea name="notes"></textarea><input type="checkbox" name="agree">
      <select name="guests"><option value="1">1</option><option value="2" selected>2</option></select><input name="phone">`);
    (root.querySelector('[name=name]') as HTMLInputElement).value = 'Anjali';
    (root.querySelector('[name=notes]') as HTMLTextAreaElement).value = 'Window seat';
    (root.querySelector('[name=agree]') as HTMLInputElement).checked = true;
    (root.querySelector('[name=guests]') as unknown as HTMLSelectElement).value = '1';
    expect(names(root)).toEqual(['name', 'notes', 'agree', 'guests']);
  });
});

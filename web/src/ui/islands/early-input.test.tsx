// @vitest-environment happy-dom
import { act, useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TOUCH_MARKS } from '../../../../shared/entry-loader';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from './early-input';
import {
  EARLY_LEFT_ATTRIBUTE,
  EARLY_SUBMIT_ATTRIBUTE,
  ISLAND_AWAKE_ATTRIBUTE,
  ISLAND_PART_ATTRIBUTE,
} from './island-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string; guests: string; kind: string; notes: string; agree: boolean };
const EMPTY: Values = { name: '', guests: '2', kind: 'access', notes: '', agree: false };

/** A controlled form as the site's are: each change lands on the latest values. */
function Form({ seen }: { seen: (values: Values) => void }) {
  const [values, setValues] = useState(EMPTY);
  const change =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { target } = event;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      setValues((latest) => ({ ...latest, [field]: value }));
    };
  useEffect(() => {
    seen(values);
  });
  return (
    <form>
      <input name="name" value={values.name} onChange={change('name')} />
      <select name="guests" value={values.guests} onChange={change('guests')}>
        <option value="2">2</option>
        <option value="3">3</option>
      </select>
      <input type="radio" name="kind" value="access" checked={values.kind === 'access'} onChange={change('kind')} />
      <input type="radio" name="kind" value="deletion" checked={values.kind === 'deletion'} onChange={change('kind')} />
      <textarea name="notes" value={values.notes} onChange={change('notes')} />
      <input type="checkbox" name="agree" checked={values.agree} onChange={change('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** As app/hydrate-island.tsx's root: its effect runs after the form's. */
function Root({ early, children }: { early: EarlyInput; children: ReactNode }) {
  useEffect(() => replayEarlyInput(early), [early]);
  return children;
}

const field = <T,>(container: Element, selector: string) => container.querySelector(selector) as unknown as T;

/** Draws the form as the prerender does, lets `type` change it, then hydrates it; returns what the form's state became. */
async function typedBeforeHydration(type: (container: HTMLElement) => void, replay = true) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(
    <Root early={[]}>
      <Form seen={() => {}} />
    </Root>,
  );
  type(container);
  let state = EMPTY;
  const early = replay ? readEarlyInput(container) : [];
  await act(async () => {
    hydrateRoot(
      container,
      <Root early={early}>
        <Form seen={(values) => (state = values)} />
      </Root>,
    );
  });
  return { state, container };
}

afterEach(() => document.body.replaceChildren());

describe('early input (decision 033)', () => {
  it('tells the hydrated form every field the guest changed before React came', async () => {
    const { state, container } = await typedBeforeHydration((form) => {
      field<HTMLInputElement>(form, 'input[name="name"]').value = 'Asha Pillai';
      field<HTMLSelectElement>(form, 'select').value = '3';
      field<HTMLInputElement>(form, 'input[value="deletion"]').checked = true;
      field<HTMLTextAreaElement>(form, 'textarea').value = 'By the window';
      field<HTMLInputElement>(form, 'input[type="checkbox"]').checked = true;
    });
    expect(state).toEqual({ name: 'Asha Pillai', guests: '3', kind: 'deletion', notes: 'By the window', agree: true });
    // And the fields still show it.
    expect(field<HTMLInputElement>(container, 'input[name="name"]').value).toBe('Asha Pillai');
    expect(field<HTMLInputElement>(container, 'input[value="deletion"]').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'input[value="access"]').checked).toBe(false);
  });

  it('leaves untouched fields alone', async () => {
    const { state } = await typedBeforeHydration((form) => {
      field<HTMLInputElement>(form, 'input[name="name"]').value = 'Asha';
    });
    expect(state).toEqual({ ...EMPTY, name: 'Asha' });
  });

  it('is needed: without it, React does not know what was typed', async () => {
    const { state } = await typedBeforeHydration((form) => {
      field<HTMLInputElement>(form, 'input[name="name"]').value = 'Asha';
    }, false);
    expect(state.name).toBe('');
  });

  it('tells a changed field the guest has left that it was left, with its value known by then; not the one in focus', async () => {
    const left: string[][] = [];
    function Fields() {
      const [name, setName] = useState('');
      const [email, setEmail] = useState('');
      return (
        <form>
          <input
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => left.push(['name', name])}
          />
          <input
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => left.push(['email', email])}
          />
          <input name="phone" defaultValue="" onBlur={() => left.push(['phone'])} />
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<Fields />);
    field<HTMLInputElement>(container, 'input[name="name"]').value = 'A';
    const email = field<HTMLInputElement>(container, 'input[name="email"]');
    email.value = 'asha@';
    email.focus();
    const early = readEarlyInput(container);
    await act(async () => {
      hydrateRoot(
        container,
        <Root early={early}>
          <Fields />
        </Root>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // The form's blur check reads its state: it sees what the guest typed, not the empty hydration render.
    expect(left).toEqual([['name', 'A']]);
  });
});

describe('what the guest did before React came, as the inline loader marks it (issue 27)', () => {
  // The loader's part that listens, as the page's inline script runs it (shared/entry-loader.ts).
  beforeAll(() => new Function('d', EARLY_TOUCH_MARKS)(document));

  const leave = (control: Element) => control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

  /** A booking-like form drawn as the prerender does, inside the page's island part. */
  function drawnPart(render: () => ReactNode) {
    const part = document.createElement('div');
    part.setAttribute(ISLAND_PART_ATTRIBUTE, '');
    document.body.appendChild(part);
    part.innerHTML = renderToString(render());
    return part;
  }

  it('writes the very names the page uses', () => {
    for (const name of [ISLAND_PART_ATTRIBUTE, ISLAND_AWAKE_ATTRIBUTE, EARLY_LEFT_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE])
      expect(EARLY_TOUCH_MARKS).toContain(name);
  });

  it('tells a field the guest left blank that it was left, so its message shows; not a field only tabbed into', async () => {
    const left: string[][] = [];
    function Fields() {
      const [name, setName] = useState('');
      return (
        <form>
          <input
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => left.push(['name', name])}
          />
          <input name="email" defaultValue="" onBlur={() => left.push(['email'])} />
        </form>
      );
    }
    const part = drawnPart(() => <Fields />);
    const name = field<HTMLInputElement>(part, 'input[name="name"]');
    leave(name);
    field<HTMLInputElement>(part, 'input[name="email"]').focus();
    expect(name.hasAttribute(EARLY_LEFT_ATTRIBUTE)).toBe(true);
    const early = readEarlyInput(part);
    // Taken away before hydration: React finds the markup it drew.
    expect(part.querySelector(`[${EARLY_LEFT_ATTRIBUTE}]`)).toBeNull();
    await act(async () => {
      hydrateRoot(
        part,
        <Root early={early}>
          <Fields />
        </Root>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(left).toEqual([['name', '']]);
  });

  it('holds a submission made before React came, then makes it once React has the values typed', async () => {
    const sent: string[] = [];
    function Booking() {
      const [name, setName] = useState('');
      return (
        <form onSubmit={(e) => (e.preventDefault(), sent.push(name))}>
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit">Book</button>
        </form>
      );
    }
    const part = drawnPart(() => <Booking />);
    const form = field<HTMLFormElement>(part, 'form');
    field<HTMLInputElement>(part, 'input').value = 'Asha';
    const plain: boolean[] = [];
    form.addEventListener('submit', (event) => plain.push(!event.defaultPrevented));
    form.requestSubmit();
    // Not sent as a plain GET with the guest's details in the address.
    expect(plain).toEqual([false]);
    expect(form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);
    const early = readEarlyInput(part);
    expect(form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
    // As app/hydrate-island.tsx does, before the replay: the replay's own focusout must find the part awake.
    part.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
    await act(async () => {
      hydrateRoot(
        part,
        <Root early={early}>
          <Booking />
        </Root>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toEqual(['Asha']);
    // Awake, the loader leaves the form to React: nothing more is marked or held by it.
    leave(field<HTMLInputElement>(part, 'input'));
    expect(part.querySelector(`[${EARLY_LEFT_ATTRIBUTE}]`)).toBeNull();
    await act(async () => form.requestSubmit());
    expect(sent).toEqual(['Asha', 'Asha']);
    expect(form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });
});

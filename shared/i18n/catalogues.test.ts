import { describe, expect, it } from 'vitest';
import { en } from './en';
import { de } from './de';

type Entry = { path: string; value: unknown };

/** Every leaf of a catalogue: its dot path and its text or message function. */
function leaves(value: unknown, path = ''): Entry[] {
  if (typeof value === 'string' || typeof value === 'function') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

// Words that read the same in both languages: names, and loanwords German uses as they are.
const SAME_IN_BOTH =
  /^(Kovalam( Berlin)?|Admin|Instagram|E-?Mail|Chettinad|Kerala|Desserts?|Dosa|Status|Name|Token|JSON|Start|Vegan|Halal|Paleo)$/i;

const english = leaves(en);
const german = leaves(de);
const germanByPath = new Map(german.map((entry) => [entry.path, entry.value]));

describe('the German and English catalogues', () => {
  it('have the same messages, no more and no fewer', () => {
    expect(german.map((e) => e.path).sort()).toEqual(english.map((e) => e.path).sort());
  });

  it('take the same arguments in every message function', () => {
    for (const { path, value } of english.filter((e) => typeof e.value === 'function')) {
      expect(typeof germanByPath.get(path), path).toBe('function');
      expect((germanByPath.get(path) as (...a: unknown[]) => string).length, path).toBe(
        (value as (...a: unknown[]) => string).length,
      );
    }
  });

  it('have a German text for every English one, not the English copied over', () => {
    const untranslated = english
      .filter((e) => typeof e.value === 'string' && e.value.trim() !== '')
      .filter((e) => e.value === germanByPath.get(e.path) && !SAME_IN_BOTH.test(e.value as string))
      .map((e) => `${e.path}: ${String(e.value)}`);
    expect(untranslated).toEqual([]);
    const empty = german.filter((e) => e.value === '').map((e) => e.path);
    expect(empty).toEqual(english.filter((e) => e.value === '').map((e) => e.path));
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_VARS_EXAMPLE } from './dev-vars-example';

describe('DEV_VARS_EXAMPLE', () => {
  it('holds exactly the values of .dev.vars.example', () => {
    const text = readFileSync(new URL('../.dev.vars.example', import.meta.url), 'utf8');
    const file = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
    );
    expect(file).toEqual(DEV_VARS_EXAMPLE);
  });
});

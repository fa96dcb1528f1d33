import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoMark } from './logo-mark';

// The mark is written three times (decision 029): the file staff and emails link to, the header's
// inline drawing, and the favicon's data: URI. They must stay one drawing.
const file = readFileSync(new URL('../../../public/images/logo.svg', import.meta.url), 'utf8');
const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const favicon = decodeURIComponent(
  html.match(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]*)"/)![1],
);
const inline = renderToStaticMarkup(<LogoMark />);

/** The shapes of a drawing, in order, with their fill group: what the eye sees of it. */
function shapes(svg: string) {
  return [...svg.matchAll(/<g fill=["']([^"']+)["']>([\s\S]*?)<\/g>/g)].map(([, fill, body]) => ({
    fill,
    paths: [...body.matchAll(/<(path|ellipse)\s([^>]*?)\/?>/g)].map(
      ([, tag, attributes]) =>
        `${tag} ${attributes
          .replace(/\s*\/$/, '')
          .replace(/'/g, '"')
          .trim()}`,
    ),
  }));
}

describe('the restaurant mark', () => {
  it('draws the same shapes in the header, the favicon and public/images/logo.svg', () => {
    const drawn = shapes(file);
    expect(drawn.map((group) => group.fill)).toEqual(['#7a2e12', '#e7a51b']);
    expect(drawn.flatMap((group) => group.paths)).toHaveLength(6);
    expect(shapes(inline)).toEqual(drawn);
    expect(shapes(favicon)).toEqual(drawn);
  });
});

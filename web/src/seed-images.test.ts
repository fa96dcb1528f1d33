import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_IMAGE_PATHS, SITE_IMAGES } from '../../worker/db/seed';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const paths = [...new Set([...SEED_IMAGE_PATHS, ...SITE_IMAGES])];

describe('seed images', () => {
  it('references only site paths', () => {
    // An empty list would pass every check below (and it.each would make no test at all).
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const p of paths) expect(p).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
  });

  it.each(paths)('%s is a self-contained SVG in web/public', (p) => {
    const file = publicDir + p;
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    const viewBox = svg.match(/viewBox="0 0 (\d+) (\d+)"/);
    expect(viewBox).not.toBeNull();
    expect(svg).toContain(`width="${viewBox![1]}"`);
    expect(svg).toContain(`height="${viewBox![2]}"`);
    // No scripts, fonts, embedded rasters or anything fetched from elsewhere.
    expect(svg).not.toMatch(/<script|<image|<text|<foreignObject|href="(?!#)|url\((?!#)|@import|font-family/i);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageLocationProvider } from '../layout/page-location';
import { provideMessages } from '../../../../shared/i18n/catalogues';
import { en } from '../../../../shared/i18n/en';
import { de } from '../../../../shared/i18n/de';
import { DIETARY_ABBREVIATIONS } from '../../../../shared/constants';
import { DietaryBadges } from './dietary-badges';
import { dietaryAbbreviation, dietaryLabel } from './dietary';

afterEach(cleanup);
provideMessages('en', en);
provideMessages('de', de);
/** Rendered on a page at `path`: its language is the path's (/de/… German). */
const renderAt = (path: string, ui: ReactNode) =>
  render(
    <PageLocationProvider value={{ pathname: path, search: '', hash: '', replaceSearch: () => {} }}>
      {ui}
    </PageLocationProvider>,
  );

describe('dietary abbreviations', () => {
  it.each(Object.entries(DIETARY_ABBREVIATIONS))('%s → %s', (tag, short) => {
    expect(dietaryAbbreviation(tag)).toBe(short);
  });

  it('shows an unknown tag as its first two letters in upper case', () => {
    expect(dietaryAbbreviation('organic')).toBe('OR');
    expect(dietaryAbbreviation('jain')).toBe('JA');
    expect(dietaryAbbreviation('x')).toBe('X');
  });

  it('labels tags in full', () => {
    expect(dietaryLabel('gluten-free')).toBe('Gluten-free');
    expect(dietaryLabel('organic')).toBe('Organic');
  });
});

describe('<DietaryBadges>', () => {
  it('shows the short code, with the full name for screen readers and on hover', () => {
    renderAt('/menu', <DietaryBadges tags={['vegan', 'gluten-free', 'organic']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['V', 'GF', 'OR']);
    expect(items.map((li) => li.getAttribute('title'))).toEqual(['Vegan', 'Gluten-free', 'Organic']);
    expect(items.map((li) => li.querySelector('.sr-only')?.textContent)).toEqual(['Vegan', 'Gluten-free', 'Organic']);
  });

  it("names the tags in German on a German page, keeping the spec's short codes", () => {
    renderAt('/de/menu', <DietaryBadges tags={['vegan', 'gluten-free', 'organic']} />);
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('Ernährungshinweise');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['V', 'GF', 'OR']);
    expect(items.map((li) => li.getAttribute('title'))).toEqual(['Vegan', 'Glutenfrei', 'Organic']);
  });

  it('renders nothing without tags', () => {
    const { container } = renderAt('/menu', <DietaryBadges tags={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

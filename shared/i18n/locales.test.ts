import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, otherLocale, preferredLocale, unlocalizedPath } from './locales';

describe('language paths', () => {
  it("puts German under /de and keeps English at today's paths", () => {
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/de/menu')).toBe('de');
    expect(localeOfPath('/menu')).toBe('en');
    expect(localeOfPath('/design')).toBe('en');
    expect(localizedPath('/menu', 'de')).toBe('/de/menu');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/de/menu', 'en')).toBe('/menu');
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(unlocalizedPath('/de/booking/abc')).toBe('/booking/abc');
  });

  it('reads the first of our languages a browser prefers, by q-value', () => {
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR, de-AT;q=0.7, en;q=0.5')).toBe('de');
    expect(preferredLocale('en;q=0.2, de;q=0.9')).toBe('de');
    expect(preferredLocale('de;q=0, en')).toBe('en');
    expect(preferredLocale('')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
  });
});

describe('the language the switch offers', () => {
  it('is German on an English page and English on a German one', () => {
    expect(otherLocale('en')).toBe('de');
    expect(otherLocale('de')).toBe('en');
  });
});

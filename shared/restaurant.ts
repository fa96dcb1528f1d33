/**
 * Everything about the restaurant itself, in one place, read by the site and by the Worker's emails.
 * These are fictional placeholders: the owner replaces them before going live (README, "Making it
 * yours").
 */
export const RESTAURANT = {
  name: 'Kovalam',
  tagline: 'South Indian Kitchen Berlin',
  url: 'https://kovalam.example',
  address: {
    street: 'Musterstraße 12',
    postalCode: '10999',
    city: 'Berlin',
    country: 'DE',
    countryName: 'Germany',
  },
  phone: { display: '+49 30 0000 0000', href: 'tel:+493000000000' },
  email: 'hello@kovalam.example',
  /**
   * The sender of every email the site sends. Its domain must be onboarded to Cloudflare Email
   * Service (docs/operations.md, "Email").
   */
  emailFrom: { email: 'bookings@kovalam.example', name: 'Kovalam Berlin' },
  /** Where staff notices go (a new booking, a guest's cancellation). */
  inbox: 'hello@kovalam.example',
  instagram: 'https://www.instagram.com/kovalam.berlin.example/',
  mapUrl: 'https://www.openstreetmap.org/search?query=Musterstra%C3%9Fe%2012%2C%2010999%20Berlin',
  company: {
    legalName: 'Kovalam Gastronomie GmbH',
    managingDirector: 'Anjali Menon',
    registerCourt: 'Amtsgericht Charlottenburg',
    registerNumber: 'HRB 000000 B',
    vatId: 'DE000000000',
    /** The authority that licensed the restaurant under the Gaststättengesetz (the imprint names it). */
    supervisoryAuthority: 'Bezirksamt Friedrichshain-Kreuzberg, Ordnungsamt',
  },
  /** The coming-soon countdown runs to this instant: 2025-05-15 00:00 in Berlin (CEST). */
  comingSoonAt: '2025-05-15T00:00:00+02:00',
} as const;

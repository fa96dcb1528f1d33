/** The frame of the legal pages (issue 13); their bodies are documents of their own per language. */
export const legal = {
  imprint: {
    title: 'Imprint',
    eyebrow: 'Impressum',
    intro: 'Legal notice under § 5 of the German Digital Services Act (DDG).',
    description: (company: string) =>
      `Legal notice (Impressum) of ${company}, operator of the Kovalam restaurant in Berlin, under § 5 DDG.`,
  },
  privacy: {
    title: 'Privacy Policy',
    eyebrow: 'Datenschutz',
    intro: 'Information under Art. 13 GDPR about the personal data this website processes.',
    description:
      'How Kovalam Berlin handles your personal data when you book a table: purpose, legal basis, storage time, your GDPR rights and cookies.',
  },
  authoritative: 'This translation is for your convenience. The German version is the authoritative one:',
  authoritativeLink: 'read it in German',
  loading: 'Loading the text',
  lastUpdated: 'Last updated: November 2026.',
};

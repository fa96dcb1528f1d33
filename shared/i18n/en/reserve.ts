/** The booking page (issue 13): English as it was, word for word. */
export const reserve = {
  title: 'Reserve a Table',
  description:
    'Book a table at Kovalam, South Indian restaurant in Berlin. Pick a date and time online; we confirm your reservation shortly.',
  eyebrow: 'Reservations',
  intro: "Tell us when you're coming and how many of you are hungry. We'll confirm your table by e-mail.",
  formTitle: 'Your booking',
  /** The owner's same-day cutoff (issue 29): null, from tomorrow; N, from today until N hours before. */
  formIntro: (sameDayHours: number | null) =>
    `${sameDayHours === null ? 'Reservations open from tomorrow.' : `Reservations open from today, until ${sameDayHours} ${sameDayHours === 1 ? 'hour' : 'hours'} before the time.`} All fields except occasion and special requests are required.`,
  labels: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    date: 'Date',
    time: 'Time',
    guests: 'Number of guests',
    occasion: 'Occasion',
    specialRequests: 'Special requests',
  },
  chooseDate: 'Choose a date to see the free times.',
  loadingTimes: 'Loading times…',
  selectTime: 'Select a time',
  noTimes: 'There are no free times left on this date. Please choose another day.',
  /** The last party-size choice, above the owner's large-party threshold (issue 29): a request. */
  moreThan: (n: number) => `More than ${n} (We'll contact you)`,
  /** Issue 28: the times of the chosen date for the party, a full one shown as taken. */
  fullyBooked: 'fully booked',
  notBookable: 'not bookable',
  timeTaken: (time: string) => `${time} is fully booked for your party.`,
  nearestFree: 'Nearest free times:',
  /** Issue 31: a full time's waitlist, from the time wanted to the end of the party's stay. */
  waitlist: {
    offer: 'Or wait for a table: if one comes free, we email you and hold it for you.',
    join: (from: string, to: string) => `Join the waitlist for ${from}–${to}`,
    joining: 'Joining…',
    failed: 'We could not put you on the waitlist. Please try again or call us.',
  },
  requestNotice:
    'For a party this size, this booking will be a request: our team arranges the tables and confirms your booking with you.',
  occasions: {
    None: 'None',
    Birthday: 'Birthday',
    Anniversary: 'Anniversary',
    'Business Meeting': 'Business Meeting',
    'Date Night': 'Date Night',
    'Family Gathering': 'Family Gathering',
    Other: 'Other',
  } as Record<string, string>,
  requestsHint: "High chair, allergies, a quiet corner… we'll do our best.",
  /** Issue 30: the party's allergies, optional; health data, so asked for with explicit consent. */
  allergies: {
    legend: 'Does anyone in your party have an allergy?',
    hint: 'Tick each that applies, so the kitchen knows. You can leave this out.',
    note: 'Anything else the kitchen should know',
    consent:
      'I agree that Kovalam keeps this allergy information, which is health data, for this booking only, to cook safely for us. It is erased with the booking.',
    privacy: 'How we handle it',
  },
  processing: 'Processing...',
  submit: 'Request Reservation',
  sidebar: {
    imageAlt: 'A table set for dinner with lit brass lamps and marigold garlands',
    hours: 'Opening hours',
    location: 'Location',
    openMap: 'Open in map',
    contact: 'Contact',
    /** The owner's large-party threshold, and whether today is booked online (issue 29). */
    contactText: (largeParty: number, sameDayOnline: boolean) =>
      `For ${sameDayOnline ? '' : 'same-day bookings or '}parties of more than ${largeParty}, please call us; we'll find a way to seat you.`,
  },
};

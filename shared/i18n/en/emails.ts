/** The guests' emails (issue 13): English as it was. Staff emails to the inbox stay English. */
export const emails = {
  tagline: 'South Indian Kitchen Berlin',
  greeting: (name: string) => `Dear ${name},`,
  signOff: 'Warm regards,',
  team: (restaurant: string) => `The ${restaurant} team`,
  manage: 'Manage your booking',
  at: 'at',
  partySize: (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`),
  details: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    occasion: 'Occasion',
    requests: 'Special requests',
    address: 'Address',
  },
  received: {
    subject: (restaurant: string, when: string) => `Your booking request at ${restaurant}: ${when}`,
    heading: 'We have your booking request',
    body: 'Thank you for choosing us. Your booking is a request for now: our staff will confirm it by email shortly.',
    closing: 'You can cancel the booking from the same link if your plans change.',
  },
  confirmed: {
    subject: (restaurant: string, when: string) => `Your table at ${restaurant} is confirmed: ${when}`,
    heading: 'Your table is confirmed',
    body: 'We look forward to welcoming you. The booking is attached as a calendar file, so you can add it to your calendar.',
    closing: (phone: string) => `If your plans change, please cancel from the link above or call us on ${phone}.`,
  },
  cancelled: {
    subject: (restaurant: string, day: string) => `Your reservation at ${restaurant} on ${day} has been cancelled`,
    heading: 'Your reservation has been cancelled',
    body: (guests: string, when: string) =>
      `We are sorry, but we are unable to keep your reservation for ${guests} on ${when}, and it has been cancelled.`,
    again: (url: string, phone: string) =>
      `If another day or time suits you, book again at ${url} or call us on ${phone}. We would love to welcome you another time.`,
    calendar: 'The attached calendar file removes the booking from your calendar.',
    action: 'Book another table',
  },
  changed: {
    subject: (restaurant: string, when: string) => `Your booking at ${restaurant} has changed: ${when}`,
    heading: 'Your booking has changed',
    body: 'We have updated your booking. These are the new details.',
    closing: (phone: string) =>
      `If anything is not right, or your plans change, please use the link above or call us on ${phone}.`,
  },
  reminder: {
    subject: (time: string, restaurant: string) => `See you tomorrow at ${time}: your table at ${restaurant}`,
    heading: 'See you tomorrow',
    body: 'A short reminder of your table with us tomorrow. Will you come? One click tells us.',
    confirm: 'Yes, confirm my booking',
    cancel: 'Cancel my booking',
    closing: (phone: string) =>
      `If you cannot come, please cancel from the link above or call us on ${phone}, so another guest can have the table.`,
  },
  dataRequest: {
    subject: {
      access: (restaurant: string) => `Your data at ${restaurant}: confirm your request`,
      deletion: (restaurant: string) => `Delete your data at ${restaurant}: confirm your request`,
    },
    heading: { access: 'Confirm your data request', deletion: 'Confirm your deletion request' },
    body: {
      access:
        'Someone, hopefully you, asked to see the data we hold for this email address. Open the link below to see it.',
      deletion:
        'Someone, hopefully you, asked us to erase the data we hold for this email address. Open the link below to review and confirm the erasure.',
    },
    validity: 'The link is valid for 1 hour and only for this email address.',
    action: { access: 'See my data', deletion: 'Review and delete my data' },
    closing: 'If you did not ask for this, ignore this email: nothing happens without the link.',
  },
  ics: {
    summary: (guests: number, restaurant: string) => `Table for ${guests} at ${restaurant}`,
    description: (party: string, restaurant: string) => `${party} at ${restaurant}.`,
    manage: (url: string) => `Manage your booking: ${url}`,
  },
};

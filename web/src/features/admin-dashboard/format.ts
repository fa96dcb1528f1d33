/** §2: party size reads '1 person' or 'N people'. */
export function partySize(guests: number): string {
  return guests === 1 ? '1 person' : `${guests} people`;
}

/** §2: an order ID is shown as its first 6 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 6);
}

/** §3: a stored date may carry a T time part; the calendar date is what staff need. */
export function reservationDay(date: string): string {
  return date.slice(0, 10);
}

/**
 * An upcoming booking as the owner sees it when a new room would leave it without its table (the
 * 409 of PUT /api/room) or after a save moved it: no contact data. The room editor reads this type.
 */
export type DisplacedBooking = {
  _id: string;
  name: string;
  date: string;
  time: string;
  guests: number;
  /** The tables it holds: before the move on a 409, after it on a save (none: unseated). */
  tables: { id: string; name: string }[];
};

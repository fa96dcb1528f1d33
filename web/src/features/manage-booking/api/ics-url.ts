/** The .ics download, a plain link (the browser saves it as the API's attachment filename). */
export const icsUrl = (token: string, id: string) =>
  `/api/reservations/manage/ics?${new URLSearchParams({ token, id }).toString()}`;

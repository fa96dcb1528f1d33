/** Where an error path is shown: a field of a row, a row, a section, or nowhere on the form (then at the top). */
const PLACED = /^(resetMinutes|(tables|combinations|stays)(\.\d+(\.[a-zA-Z]+)?)?)/;

/**
 * Error paths as the form shows them: "combinations.0.tableIds.1" is the members' checkboxes of
 * combination 0. Errors whose path the form has no place for are left out; `placed` tells whether any has one.
 */
export function placeErrors(errors: Record<string, string>) {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const place = PLACED.exec(path)?.[0];
    if (place) shown[place] ??= message;
  }
  return shown;
}

/** The id of the element a placed error is written in, for aria-describedby. */
export const errorId = (path: string) => `room-error-${path.replaceAll('.', '-')}`;

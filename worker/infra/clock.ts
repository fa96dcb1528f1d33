/** The current instant. One seam so tests can move "now" across daylight-saving days. */
export function now(): Date {
  return new Date();
}

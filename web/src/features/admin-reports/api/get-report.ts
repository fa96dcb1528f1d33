import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** A Berlin date range's figures (owners only; GET /api/reports, decision 054). */
export async function getReport(from: string, to: string) {
  return okJson(await api.reports.$get({ query: { from, to } }));
}
export type Report = Awaited<ReturnType<typeof getReport>>;

/** The per-day figures as a CSV file, for the Export link (the browser downloads it with the session cookie). */
export const reportCsvHref = (from: string, to: string) =>
  `/api/reports/csv?${new URLSearchParams({ from, to }).toString()}`;

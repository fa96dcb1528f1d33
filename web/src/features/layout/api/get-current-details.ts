import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** The restaurant's details and week as they stand (issue 29): the public settings and the opening week. */
export async function getCurrentDetails() {
  const [settings, { week }] = await Promise.all([
    okJson(await api.settings.$get()),
    okJson(await api.settings['opening-week'].$get()),
  ]);
  return { settings, week };
}

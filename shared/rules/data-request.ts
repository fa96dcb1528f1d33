import * as v from 'valibot';
import { DATA_REQUEST_MESSAGES as M } from '../messages';
import { emailRule } from './reservation';

const DATA_REQUEST_TYPES = ['access', 'deletion'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

/** The form, and `POST /api/user-data/request`: whose data, and what to do with it. */
export const dataRequestFormSchema = v.object({
  email: emailRule(M.emailRequired, M.emailInvalid),
  type: v.picklist(DATA_REQUEST_TYPES, M.typeInvalid),
});

/**
 * `GET`/`DELETE /api/user-data/request?token=`: only the emailed link's token says whose data.
 * An `email=` alone is refused with this message, whatever the address (docs/decisions/018).
 */
export const dataRequestTokenSchema = v.object({
  token: v.pipe(v.string(M.tokenRequired), v.trim(), v.nonEmpty(M.tokenRequired), v.maxLength(2000, 'token is too long')),
});

import * as v from 'valibot';
import { message } from '../i18n/catalogues';
import { emailRule } from './reservation';

const DATA_REQUEST_TYPES = ['access', 'deletion'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

/** The form, and `POST /api/user-data/request`: whose data, and what to do with it. */
export const dataRequestFormSchema = v.object({
  email: emailRule(
    message((m) => m.api.dataRequest.emailRequired),
    message((m) => m.api.dataRequest.emailInvalid),
  ),
  type: v.picklist(
    DATA_REQUEST_TYPES,
    message((m) => m.api.dataRequest.typeInvalid),
  ),
});

/**
 * `GET`/`DELETE /api/user-data/request?token=`: only the emailed link's token says whose data.
 * An `email=` alone is refused with this message, whatever the address (docs/decisions/018).
 */
export const dataRequestTokenSchema = v.object({
  token: v.pipe(
    v.string(message((m) => m.api.dataRequest.tokenRequired)),
    v.trim(),
    v.nonEmpty(message((m) => m.api.dataRequest.tokenRequired)),
    v.maxLength(2000, 'token is too long'),
  ),
});

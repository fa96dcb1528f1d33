import * as v from 'valibot';
import { DATA_REQUEST_MESSAGES as M } from '../messages';
import { emailRule } from './reservation';

export const dataRequestQuerySchema = v.object({
  email: emailRule(M.emailRequired, M.emailInvalid),
});

const DATA_REQUEST_TYPES = ['access', 'deletion'] as const;
export const dataRequestFormSchema = v.object({
  email: emailRule(M.emailRequired, M.emailInvalid),
  type: v.picklist(DATA_REQUEST_TYPES, M.typeInvalid),
});

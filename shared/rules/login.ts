import * as v from 'valibot';
import { LOGIN_MESSAGES as M } from '../messages';
import { emailRule } from './reservation';

export const loginSchema = v.object({
  email: emailRule(M.emailRequired, M.emailInvalid),
  password: v.pipe(
    v.string(M.passwordRequired),
    v.nonEmpty(M.passwordRequired),
    v.minLength(6, M.passwordMin),
    v.maxLength(200, 'Password cannot exceed 200 characters'),
  ),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

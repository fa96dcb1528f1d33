import { env } from 'cloudflare:workers';
import type { StaffRole } from '../../shared/constants';
import { passwordColumns } from '../domain/staff/staff-accounts';
import { newId } from '../infra/ids';
import { api, sessionCookie } from './helpers';

const STAFF_PASSWORD = 'a-long-staff-password';
export type TestAccount = { id: string; email: string; name: string; role: StaffRole; password: string };

let counter = 0;
/** A unique address per call: accounts stay in staff_users between tests (clearTables keeps them). */
export const staffAddress = (label = 'staff') => `${label}.${++counter}.${newId().slice(0, 6)}@example.com`;

/** An active account with a known password, written straight into D1 (as an accepted invite leaves it). */
export async function createStaff(
  options: { role?: StaffRole; name?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const account = {
    id: newId(),
    email: options.email ?? staffAddress(),
    name: options.name ?? 'Priya',
    role: options.role ?? 'staff',
    password: options.password ?? STAFF_PASSWORD,
  };
  const { passwordHash, salt, iterations } = await passwordColumns(account.password);
  await env.DB.prepare(
    `INSERT INTO staff_users (id, email, name, role, password_hash, salt, iterations, active) VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
  )
    .bind(account.id, account.email, account.name, account.role, passwordHash, salt, iterations)
    .run();
  return account;
}

/** Signs in through the API (from a new client) and returns the Bearer token. */
export async function signInAs(account: { email: string; password: string }): Promise<string> {
  const res = await api('POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  if (res.status !== 200)
    throw new Error(`sign-in of ${account.email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return sessionCookie(res.headers);
}

/** A new member of staff, signed in: the account and its token. */
export async function signedInStaff(role: StaffRole = 'staff') {
  const account = await createStaff({ role });
  return { account, token: await signInAs(account) };
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './admin-api';
import { asNewClient } from './client-ip';
import { inbox } from './inbox';
import { runId } from './admin-fixtures';

export type StaffLogin = { email: string; password: string; name: string };

/** A fresh address and name for one journey's member of staff (a reused server keeps old accounts). */
export const newStaffMember = (first: string): StaffLogin => {
  const id = runId();
  return { email: `${first.toLowerCase()}.${id}@example.com`, password: `passphrase-${id}`, name: `${first} ${id}` };
};

/** The set-password link (path and query) of the newest invite or reset email to `address`. */
export function emailedSetPasswordLink(address: string, kind: 'staff-invite' | 'password-reset') {
  const email = inbox(address).find((e) => e.kind === kind);
  expect(email, `a ${kind} email to ${address}`).toBeDefined();
  const link = new URL(email!.text.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

/** An active account made through the API: invited by the owner, password set with the emailed link. */
export async function createStaffAccount(
  request: APIRequestContext,
  member: StaffLogin,
  role: 'staff' | 'owner' = 'staff',
) {
  const invited = await request.post('/api/staff/invite', {
    headers: await adminHeaders(request),
    data: { email: member.email, name: member.name, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URLSearchParams(emailedSetPasswordLink(member.email, 'staff-invite').split('?')[1]).get('token');
  const set = await request.post('/api/auth/set-password', {
    headers: asNewClient(),
    data: { token, password: member.password },
  });
  expect(set.status(), await set.text()).toBe(200);
}

/** Signs a browser context in as `member` through the API: its cookies (session and role hints) land in the jar. */
export async function signInAsStaff(page: Page, member: StaffLogin) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
    headers: asNewClient(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

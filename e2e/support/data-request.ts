import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './admin-api';
import { asNewClient } from './client-ip';

export type DataRequestType = 'access' | 'deletion';
type OutboxEmail = { kind: string; subject: string; text: string };

/** Every email the outbox holds for one address, newest first, as staff see it (admin API). */
export async function emailsTo(request: APIRequestContext, address: string): Promise<OutboxEmail[]> {
  const res = await request.get(`/api/emails?to=${encodeURIComponent(address)}`, { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { emails: OutboxEmail[] }).emails;
}

/**
 * The confirmation link of the newest data-request email of `type` to `address`, as path and
 * query (the email's origin is the server's own). Its subject tells access from deletion.
 */
export async function emailedDataLink(request: APIRequestContext, address: string, type: DataRequestType) {
  const subject = type === 'deletion' ? /^Delete your data at / : /^Your data at /;
  const email = (await emailsTo(request, address)).find((e) => e.kind === 'data-request' && subject.test(e.subject));
  expect(email, `a ${type} data-request email to ${address}`).toBeDefined();
  const link = new URL(email!.text.match(/https?:\/\/\S+\/data-request\/confirm\?token=[\w.-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

/** Asks for a link through the public API, as the form does, and returns the emailed link. */
export async function requestDataLink(request: APIRequestContext, address: string, type: DataRequestType) {
  const res = await request.post('/api/user-data/request', { headers: asNewClient(), data: { email: address, type } });
  expect(res.status(), await res.text()).toBe(202);
  return emailedDataLink(request, address, type);
}

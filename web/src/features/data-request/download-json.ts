import type { UserData } from './api/get-user-data';

/** The access result as a file the guest keeps (GDPR Art. 20: a machine-readable copy). */
export function downloadJson(email: string, data: UserData, at = new Date()) {
  const body = JSON.stringify({ email, exportedAt: at.toISOString(), ...data }, null, 2);
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kovalam-berlin-my-data-${at.toISOString().slice(0, 10)}.json`;
  link.click();
  // Revoked a moment later: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

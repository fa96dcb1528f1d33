import type { UserData } from './api/get-user-data';
import { berlinDate } from '../../../../shared/berlin-time';

/** The access result as a file the guest keeps (GDPR Art. 20: a machine-readable copy). */
export function downloadJson(fileStem: string, email: string, data: UserData, at = new Date()) {
  const body = JSON.stringify({ email, exportedAt: at.toISOString(), ...data }, null, 2);
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  // Named by the Berlin day, as everything else the guest sees: not the UTC date, a day behind after midnight.
  link.download = `${fileStem}-${berlinDate(at)}.json`;
  link.click();
  // Revoked a moment later: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

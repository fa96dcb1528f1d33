const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** Prices are integer cents everywhere; this is the one place they become text. */
export function formatCents(cents: number): string {
  return eur.format(cents / 100);
}

/** "7.50" → 750. Rounds to the nearest cent so 0.1 + 0.2 style input stays exact. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

// Stub until the demo data lands: one dish so the start flow can be exercised.
export function buildSeedSql({ today, nowMs }: { today: string; nowMs: number }): string {
  void today;
  return `INSERT INTO menu_items (id, name, description, price_cents, image, category, featured, available, dietary, created_at)
VALUES ('seed-masala-dosa', 'Masala Dosa', 'Crisp rice crêpe, potato masala', 1250, '/images/dishes/masala-dosa.svg', 'main', 1, 1, '["vegetarian"]', ${nowMs});\n`;
}

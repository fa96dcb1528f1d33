// Types for bench/budgets.mjs (plain JS, so `npm run bench` runs it without a build step).
export const FIRST_LOAD_TARGETS: { '/': number; other: number };
export const FIRST_LOAD_BUDGETS: Record<string, number>;
export const BEFORE_FIRST_PAINT_LIMIT: number;
export const GUEST_PAGES: string[];
export function budgetOf(path: string): number;
export function targetOf(path: string): number;

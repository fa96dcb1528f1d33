/**
 * §2: the guest menu's tabs. 'all' also holds categories without a tab of their own (sides).
 * Here in shared/ because both sides read them: the page, and the Worker that draws the tab an address asks for.
 */
// Their labels are the catalogue's (`menu.tabs`), in the page's language.
export const MENU_TABS = [
  { id: 'all' },
  { id: 'starters' },
  { id: 'main' },
  { id: 'desserts' },
  { id: 'drinks' },
] as const;
export type MenuTabId = (typeof MENU_TABS)[number]['id'];

export function isMenuTab(value: string | null): value is MenuTabId {
  return MENU_TABS.some((tab) => tab.id === value);
}

/** The order of a meal, for 'All Items': the API sorts categories alphabetically. */
const COURSE_ORDER = ['starters', 'main', 'sides', 'desserts', 'drinks'];
const course = (category: string) => {
  const i = COURSE_ORDER.indexOf(category);
  return i === -1 ? COURSE_ORDER.length : i;
};

export function inCategory<T extends { category: string }>(items: readonly T[], tab: MenuTabId): T[] {
  if (tab !== 'all') return items.filter((item) => item.category === tab);
  return [...items].sort((a, b) => course(a.category) - course(b.category));
}

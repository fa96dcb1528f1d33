/**
 * The old name of the guest data hook, kept only while web/src/ui/islands/arrived-data.ts,
 * features/menu/menu-section.tsx and features/coming-soon/coming-soon-grid.tsx (being reworked
 * elsewhere) still import it: new code imports use-guest-data.ts. Delete with their import lines.
 */
export { useGuestData as useAsync, type AsyncState } from './use-guest-data';

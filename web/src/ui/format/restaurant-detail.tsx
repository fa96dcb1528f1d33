import {
  DETAIL_ATTRIBUTE,
  LINK_ATTRIBUTE,
  SEED_DETAILS,
  SEED_LINKS,
  type DetailField,
  type LinkField,
} from '../../../../shared/restaurant-details';

/**
 * One of the restaurant's details as text, marked so the Worker can write the current value over it.
 * Hydrating a drawn page (a signed-in staff member's app), React keeps the Worker's value.
 */
export function Detail({ field }: { field: DetailField }) {
  return (
    <span {...{ [DETAIL_ATTRIBUTE]: field }} suppressHydrationWarning>
      {SEED_DETAILS[field]}
    </span>
  );
}

/** A link's href to the restaurant (tel:, mailto:, map, Instagram), marked likewise. */
export const detailLink = (field: LinkField) => ({
  href: SEED_LINKS[field],
  [LINK_ATTRIBUTE]: field,
  suppressHydrationWarning: true,
});

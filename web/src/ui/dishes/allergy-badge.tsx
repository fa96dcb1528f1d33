import { TriangleAlert } from 'lucide-react';
import { allergenNames } from '../../../../shared/allergen-codes';

type Props = {
  /** What the guest declared on the booking form (issue 30); without it, a note's mention is marked. */
  allergies?: { allergens: string[]; note: string } | null;
};

/**
 * Marks a booking with an allergy: declared on the form, or mentioned in its note or occasion
 * (./allergy.ts). An icon and words, each allergen named, not only a colour, so it reads in any
 * light and to a screen reader. Dashboard, Service and a guest's history show the same mark.
 */
export function AllergyBadge({ allergies }: Props) {
  const names = allergies ? allergenNames(allergies.allergens) : [];
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-[#fdecea] px-2 py-0.5 text-xs font-bold text-[#7d1a14] ring-1 ring-inset ring-chilli/40"
      data-allergy-badge
    >
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {names.length ? `Allergy: ${names.join(', ')}` : 'Allergy'}
    </span>
  );
}

/** The guest's own words about the allergy, shown under the badge when they wrote any. */
export function AllergyNote({ allergies }: Props) {
  if (!allergies?.note) return null;
  return (
    <p className="mt-1 text-xs font-medium break-words text-[#7d1a14]">
      <span className="sr-only">Allergy note: </span>
      {allergies.note}
    </p>
  );
}

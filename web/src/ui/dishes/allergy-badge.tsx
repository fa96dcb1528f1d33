import { TriangleAlert } from 'lucide-react';

/**
 * Marks a booking whose note or occasion mentions an allergy (./allergy.ts): an icon and a word,
 * not only a colour, so it reads in any light and to a screen reader. Dashboard, Service and a
 * guest's history show the same mark.
 */
export function AllergyBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-[#fdecea] px-2 py-0.5 text-xs font-bold text-[#7d1a14] ring-1 ring-inset ring-chilli/40">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      Allergy
    </span>
  );
}

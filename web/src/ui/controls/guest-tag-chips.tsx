import { GUEST_TAG_LABELS, type GuestTag } from '../../../../shared/rules/guests';

/** Each tag keeps its colour wherever staff meet it (the guest's page, the search, the Service view). */
export const GUEST_TAG_TONES: Record<GuestTag, string> = {
  regular: 'bg-[#e3efe6] text-leaf-dark ring-leaf/30',
  vip: 'bg-[#f3e6f5] text-[#5b1f66] ring-[#5b1f66]/25',
  allergy: 'bg-[#fdecea] text-[#7d1a14] ring-chilli/40',
  'staff-note': 'bg-[#e2ecf6] text-[#1d4566] ring-[#1d4566]/25',
};

/** A guest's tags (issue 31) as small words; nothing when there are none. */
export function GuestTagChips({ tags }: { tags: readonly GuestTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Guest tags" className="contents">
      {tags.map((tag) => (
        <li
          key={tag}
          className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${GUEST_TAG_TONES[tag]}`}
        >
          {GUEST_TAG_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}

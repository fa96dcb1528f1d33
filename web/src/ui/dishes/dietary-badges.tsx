import { dietaryAbbreviation, dietaryName } from './dietary';
import { useMessages } from '../format/i18n';

/** Short codes for the eye, the full name for screen readers and on hover. */
export function DietaryBadges({ tags }: { tags: readonly string[] }) {
  const { menu } = useMessages();
  const dietaryLabel = (tag: string) => dietaryName(tag, menu.dietary);
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={menu.dietaryLabel}>
      {tags.map((tag) => (
        <li
          key={tag}
          title={dietaryLabel(tag)}
          className="rounded-md bg-[#e3efe6] px-2 py-0.5 text-xs font-bold tracking-wide text-leaf-dark ring-1 ring-inset ring-leaf/25"
        >
          <span aria-hidden="true">{dietaryAbbreviation(tag)}</span>
          <span className="sr-only">{dietaryLabel(tag)}</span>
        </li>
      ))}
    </ul>
  );
}

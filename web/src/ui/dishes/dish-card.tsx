import type { ReactNode } from 'react';
import { ChefHat } from 'lucide-react';
import { ImageWithFallback } from './image-with-fallback';
import { DietaryBadges } from './dietary-badges';
import { useLocale, useMessages } from '../format/i18n';
import { formatPrice } from '../../../../shared/i18n/format';

type Dish = {
  name: string;
  description: string;
  /** The German description; empty or missing, German pages show the English one. */
  descriptionDe?: string;
  price: number;
  image: string;
  dietary: readonly string[];
  featured?: boolean;
};

type Props = {
  dish: Dish;
  /** Shown above the name, e.g. the coming-soon category. */
  eyebrow?: string;
  footer?: ReactNode;
  eager?: boolean;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** Adds the `.card-veil` an entrance animation slides away (see `.rise-in` in styles.css). */
  veiled?: boolean;
};

export function DishCard({ dish, eyebrow, footer, eager, className = '', headingLevel = 'h3', veiled }: Props) {
  const Heading = headingLevel;
  const locale = useLocale();
  const { menu } = useMessages();
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-sand transition-shadow hover:shadow-xl ${className}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        <ImageWithFallback
          src={dish.image}
          fallback="/images/fallback-dish.svg"
          alt={dish.name}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {dish.featured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-chilli px-3 py-1 text-xs font-bold text-white shadow">
            <ChefHat aria-hidden="true" className="size-3.5" />
            {menu.chefsChoice}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {eyebrow && <p className="text-xs font-bold uppercase tracking-[0.14em] text-leaf">{eyebrow}</p>}
        <div className="flex items-baseline justify-between gap-3">
          <Heading className="text-xl font-semibold leading-tight text-tamarind-dark">{dish.name}</Heading>
          <p className="shrink-0 font-display text-lg font-semibold text-leaf">{formatPrice(locale, dish.price)}</p>
        </div>
        <DietaryBadges tags={dish.dietary} />
        <p className="text-sm leading-relaxed text-muted">
          {(locale === 'de' && dish.descriptionDe) || dish.description}
        </p>
        {footer && <div className="mt-auto pt-2">{footer}</div>}
      </div>
      {veiled && <div aria-hidden="true" className="card-veil" />}
    </article>
  );
}

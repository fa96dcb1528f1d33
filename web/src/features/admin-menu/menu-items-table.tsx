import { Pencil, Trash2 } from 'lucide-react';
import { MENU_CATEGORY_LABELS, type MenuCategory } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/money';
import { Cell, DataTable, Row, table, TableMessage } from '../../ui/controls/data-table';
import { staffButton } from '../../ui/controls/staff-button';
import { DietaryBadges } from '../../ui/dishes/dietary-badges';
import { ImageWithFallback } from '../../ui/dishes/image-with-fallback';
import type { AdminMenuItem } from './api/get-menu-items';

const COLUMNS = ['Dish', 'Category', 'Price', 'Dietary', 'Description', 'Flags', 'Actions'];

/** §2: descriptions are cut at 40 characters in the table; the full text is in the title. */
const truncate = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** As a card: the dish and its price on top, then category and flags, badges, description, buttons. */
const CARD =
  '@max-5xl:grid-cols-[minmax(0,1fr)_auto] ' +
  "@max-5xl:[grid-template-areas:'dish_price'_'category_flags'_'dietary_dietary'_'description_description'_'actions_actions']";

type Props = {
  items: readonly AdminMenuItem[];
  loading: boolean;
  onEdit: (item: AdminMenuItem) => void;
  onDelete: (item: AdminMenuItem) => void;
  empty: string;
};

export function MenuItemsTable({ items, loading, onEdit, onDelete, empty }: Props) {
  return (
    <DataTable label="Menu items table" columns={COLUMNS} bodyClassName="@xl:grid-cols-2">
      {items.length === 0 && (
        <TableMessage colSpan={COLUMNS.length}>{loading ? 'Loading menu items…' : empty}</TableMessage>
      )}
      {items.map((item) => (
        <Row key={item._id} className={CARD}>
          <Cell className="[grid-area:dish]">
            <div className="flex items-center gap-2.5">
              <ImageWithFallback
                src={item.image}
                fallback="/images/fallback-dish.svg"
                alt=""
                width={48}
                height={36}
                loading="lazy"
                className="h-9 w-12 shrink-0 rounded object-cover ring-1 ring-sand"
              />
              <span className="font-semibold break-words">{item.name}</span>
            </div>
          </Cell>
          <Cell className="[grid-area:category] whitespace-nowrap @max-5xl:text-xs @max-5xl:text-muted">
            {MENU_CATEGORY_LABELS[item.category as MenuCategory] ?? item.category}
          </Cell>
          <Cell className="[grid-area:price] tabular-nums @max-5xl:self-center @max-5xl:font-semibold">
            {formatCents(item.price)}
          </Cell>
          <Cell className="[grid-area:dietary] @max-5xl:empty:hidden">
            <DietaryBadges tags={item.dietary} />
          </Cell>
          <Cell className="[grid-area:description] text-muted @max-5xl:text-xs">
            <span title={item.description}>{truncate(item.description)}</span>
          </Cell>
          <Cell className="[grid-area:flags] text-xs @max-5xl:text-right">
            <p className={item.available ? 'text-leaf-dark' : 'font-semibold text-chilli'}>
              {item.available ? 'Available' : 'Unavailable'}
            </p>
            {item.featured && <p className="text-muted">Featured</p>}
            {/* Issue 30: the owner must declare these before the dish can be saved as available. */}
            {item.allergens === null && <p className="font-semibold text-tamarind-dark">Allergens not declared</p>}
          </Cell>
          <Cell className={`[grid-area:actions] ${table.actionsCell}`}>
            <div className="flex flex-wrap gap-1.5 @5xl:flex-nowrap">
              <button
                type="button"
                onClick={() => onEdit(item)}
                className={staffButton('secondary')}
                aria-label={`Edit ${item.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </button>
              <button
                type="button"
                onClick={() => onDelete(item)}
                className={staffButton('danger-outline')}
                aria-label={`Delete ${item.name}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </button>
            </div>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

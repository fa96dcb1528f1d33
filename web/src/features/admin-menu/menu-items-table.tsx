import { Pencil, Trash2 } from 'lucide-react';
import { MENU_CATEGORY_LABELS, type MenuCategory } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/money';
import { table, TableFrame, TableHead, TableMessage } from '../../ui/data-table';
import { staffButton } from '../../ui/staff-button';
import { DietaryBadges } from '../../ui/dietary-badges';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import type { AdminMenuItem } from './api/get-menu-items';

const COLUMNS = ['Dish', 'Category', 'Price', 'Dietary', 'Description', 'Flags', 'Actions'];

/** §2: descriptions are cut at 40 characters in the table; the full text is in the title. */
const truncate = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

type Props = { items: readonly AdminMenuItem[]; loading: boolean; onEdit: (item: AdminMenuItem) => void; onDelete: (item: AdminMenuItem) => void; empty: string };

export function MenuItemsTable({ items, loading, onEdit, onDelete, empty }: Props) {
  return (
    <TableFrame label="Menu items table">
      <table className={table.root}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {items.length === 0 && <TableMessage colSpan={COLUMNS.length}>{loading ? 'Loading menu items…' : empty}</TableMessage>}
          {items.map((item) => (
            <tr key={item._id} className={table.row}>
              <td className={table.td}>
                <div className="flex items-center gap-2.5">
                  <ImageWithFallback src={item.image} fallback="/images/fallback-dish.svg" alt="" width={48} height={36} loading="lazy" className="h-9 w-12 shrink-0 rounded object-cover ring-1 ring-sand" />
                  <span className="font-semibold break-words">{item.name}</span>
                </div>
              </td>
              <td className={`${table.td} whitespace-nowrap`}>{MENU_CATEGORY_LABELS[item.category as MenuCategory] ?? item.category}</td>
              <td className={`${table.td} tabular-nums`}>{formatCents(item.price)}</td>
              <td className={table.td}><DietaryBadges tags={item.dietary} /></td>
              <td className={`${table.td} text-muted`} title={item.description}>{truncate(item.description)}</td>
              <td className={`${table.td} text-xs`}>
                <p className={item.available ? 'text-leaf-dark' : 'font-semibold text-chilli'}>{item.available ? 'Available' : 'Unavailable'}</p>
                {item.featured && <p className="text-muted">Featured</p>}
              </td>
              <td className={table.td}>
                <div className="flex gap-1.5">
                  <button type="button" onClick={() => onEdit(item)} className={staffButton('secondary')} aria-label={`Edit ${item.name}`}>
                    <Pencil aria-hidden="true" className="size-4" />Edit
                  </button>
                  <button type="button" onClick={() => onDelete(item)} className={staffButton('danger-outline')} aria-label={`Delete ${item.name}`}>
                    <Trash2 aria-hidden="true" className="size-4" />Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { ImageWithFallback } from '../../ui/dishes/image-with-fallback';
import { staffButton } from '../../ui/controls/staff-button';
import type { AdminBanner } from './api/get-banners';

type Props = { banner: AdminBanner; busy: boolean; onToggle: () => void; onEdit: () => void; onDelete: () => void };

export function BannerCard({ banner, busy, onToggle, onEdit, onDelete }: Props) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-xl bg-white ring-1 ${banner.active ? 'ring-leaf/40' : 'ring-sand'}`}
    >
      <div className="relative aspect-[16/7] bg-sand">
        <ImageWithFallback
          src={banner.image}
          fallback="/images/fallback-banner.svg"
          alt=""
          width={640}
          height={280}
          loading="lazy"
          className={`size-full object-cover ${banner.active ? '' : 'opacity-60 grayscale'}`}
        />
        <span
          className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-bold ${banner.active ? 'bg-leaf text-cream' : 'bg-ink/80 text-cream'}`}
        >
          {banner.active ? 'Active' : 'Inactive'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-semibold leading-snug break-words text-tamarind-dark">{banner.title}</h3>
        <p className="text-sm break-words text-muted">{banner.description}</p>
        <div className="mt-auto flex flex-wrap gap-1.5 pt-3">
          <button
            type="button"
            disabled={busy}
            onClick={onToggle}
            className={staffButton(banner.active ? 'secondary' : 'primary')}
          >
            {banner.active ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {banner.active ? 'Deactivate' : 'Activate'}
          </button>
          <button type="button" onClick={onEdit} className={staffButton('secondary')}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          <button type="button" onClick={onDelete} className={staffButton('danger-outline')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

import { useState } from 'react';
import { MENU_MESSAGES } from '../../../../shared/messages';

const PLACEHOLDER = '/images/fallback-dish.svg';

/** §8: a URL that does not load shows the placeholder and says so. */
export function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  const empty = url.trim() === '';
  return (
    <div className="max-w-56 space-y-1.5 md:max-w-none">
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-sand ring-1 ring-sand">
        <img
          src={empty || failed ? PLACEHOLDER : url}
          alt={empty ? 'No image yet' : failed ? 'Placeholder image' : 'Preview of the dish image'}
          className="size-full object-cover"
          onError={() => !empty && setFailedUrl(url)}
        />
      </div>
      {failed && (
        <p role="status" className="text-xs font-medium text-chilli">
          {MENU_MESSAGES.previewFailed}
        </p>
      )}
    </div>
  );
}

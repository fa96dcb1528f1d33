import { BANNER_MESSAGES } from '../../../../shared/messages';
import { ApiFailure } from '../../lib/api-failure';

export type BannerAction = 'create' | 'update' | 'delete' | 'toggle';

const refused: Record<BannerAction, string> = {
  create: BANNER_MESSAGES.createFailed,
  update: BANNER_MESSAGES.updateFailed,
  delete: BANNER_MESSAGES.deleteFailed,
  toggle: BANNER_MESSAGES.toggleFailed,
};

/** The §8 text for a failed banner action: 404 is 'Banner not found'; a delete that got no answer is 'Failed to delete banner'. */
export function bannerFailure(action: BannerAction, error: unknown): string {
  if (error instanceof ApiFailure && error.status === 404) return BANNER_MESSAGES.notFound;
  if (action === 'delete' && !(error instanceof ApiFailure)) return BANNER_MESSAGES.deleteError;
  return refused[action];
}

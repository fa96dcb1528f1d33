import * as v from 'valibot';
import { BANNER_MESSAGES as M } from '../messages';
import { imageRule } from './menu-item';
import { visibleLines, visibleText } from './text';

export const bannerSchema = v.object({
  image: imageRule(M.imageRequired),
  title: v.pipe(
    v.string(M.titleRequired),
    v.trim(),
    v.nonEmpty(M.titleRequired),
    visibleText('Title'),
    v.maxLength(100, 'Title cannot exceed 100 characters'),
  ),
  description: v.pipe(
    v.string(M.descriptionRequired),
    v.trim(),
    v.nonEmpty(M.descriptionRequired),
    visibleLines('Description'),
    v.maxLength(300, 'Description cannot exceed 300 characters'),
  ),
  active: v.optional(v.boolean('active must be true or false'), true),
});
export type BannerInput = v.InferInput<typeof bannerSchema>;

import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { MenuItemInput } from '../../../../../shared/rules/menu-item';

export async function createMenuItem(item: MenuItemInput) {
  return okJson(await api.menu.$post({ json: item }));
}

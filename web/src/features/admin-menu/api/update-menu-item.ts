import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { MenuItemInput } from '../../../../../shared/rules/menu-item';

export async function updateMenuItem(id: string, item: MenuItemInput) {
  return okJson(await api.menu[':id'].$put({ param: { id }, json: item }));
}

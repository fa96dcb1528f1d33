import { useState } from 'react';
import { PageHero } from '../../ui/layout/page-hero';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { ISLAND_PART_ATTRIBUTE } from '../../ui/islands/island-part';
import { useMessages } from '../../ui/format/i18n';
import { useMenu } from './arrived-menu';
import { loadMenu, MenuSection } from './menu-section';

export { beforeHydrate } from './arrived-menu';

export function Component() {
  const { menu: t } = useMessages();
  usePageMeta(t.title, t.description);
  const menu = useMenu(loadMenu);
  // Drawn with its dishes by the Worker (decisions 028, 029): a guest's page hydrates the section
  // alone, once the guest heads for more than it shows (decision 032).
  const [drawn] = useState(menu.status !== 'loading');

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading}>
        {t.intro}
      </PageHero>
      <div {...(drawn ? { [ISLAND_PART_ATTRIBUTE]: '' } : {})}>
        <MenuSection menu={menu} />
      </div>
    </>
  );
}

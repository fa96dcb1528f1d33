import { lazy } from 'react';
import { RESTAURANT } from '../../../../shared/restaurant';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useMessages } from '../../ui/format/i18n';
import { LegalBody } from './legal-body';
import { LegalPage } from './legal-page';

const bodies = { en: lazy(() => import('./imprint-en')), de: lazy(() => import('./imprint-de')) };

export function Component() {
  const { imprint } = useMessages().legal;
  usePageMeta(imprint.title, imprint.description(RESTAURANT.company.legalName));
  return (
    <LegalPage eyebrow={imprint.eyebrow} title={imprint.title} intro={imprint.intro}>
      <LegalBody bodies={bodies} path="/imprint" />
    </LegalPage>
  );
}

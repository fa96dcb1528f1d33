import { lazy } from 'react';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useMessages } from '../../ui/format/i18n';
import { LegalBody } from './legal-body';
import { LegalPage } from './legal-page';

const bodies = { en: lazy(() => import('./privacy-en')), de: lazy(() => import('./privacy-de')) };

export function Component() {
  const { privacy } = useMessages().legal;
  usePageMeta(privacy.title, privacy.description);
  return (
    <LegalPage eyebrow={privacy.eyebrow} title={privacy.title} intro={privacy.intro}>
      <LegalBody bodies={bodies} path="/privacy" />
    </LegalPage>
  );
}

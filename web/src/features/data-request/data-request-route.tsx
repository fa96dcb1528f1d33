import { Container } from '../../ui/layout/container';
import { ISLAND_PART_ATTRIBUTE } from '../../ui/islands/island-part';
import { PageHero } from '../../ui/layout/page-hero';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { Component as RequestForm } from './data-request-part';
import { useMessages } from '../../ui/format/i18n';

/**
 * The spec's Data Privacy Request form. Since issue 12 it only emails a link to the address; the
 * link's page shows or erases the data (./confirm-route.tsx, docs/decisions/018).
 */
export function Component() {
  const { dataRequest: t } = useMessages();
  usePageMeta(t.title, t.description);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title}>
        {t.intro}
      </PageHero>
      <Container className="max-w-3xl py-12 sm:py-16">
        {/* A guest's page hydrates the form and its answer alone (decision 033); the staff app hydrates it all. */}
        <div {...{ [ISLAND_PART_ATTRIBUTE]: '' }}>
          <RequestForm />
        </div>
      </Container>
    </>
  );
}

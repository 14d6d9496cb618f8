/** `cont/cautari-salvate/nou?tip=…&<filters>`: saves a family page's filters with a name and a frequency. */
import type { Route } from './+types/saved-search-new';
import { PageHeader, Section } from '~/components/PageLayout';
import { NewSavedSearchForm } from '~/features/saved-searches/SavedSearchViews';
import { createSavedSearchAction, loadNewSavedSearch } from '~/features/saved-searches/saved-searches.server';
import { pageMeta } from '~/lib/meta';

export const loader = (args: Route.LoaderArgs) => loadNewSavedSearch(args);
export const action = (args: Route.ActionArgs) => createSavedSearchAction(args);

export const meta = () => pageMeta('Salvează căutarea', 'Salvează filtrele căutării și primește alerte când apar anunțuri noi potrivite.', { noindex: true });

export default function NewSavedSearch({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Salvează căutarea"
        lead="Îți spunem când apare un anunț nou care se potrivește acestor filtre: alege un nume și cât de des vrei alertele."
      />
      <Section>
        <NewSavedSearchForm draft={loaderData} result={actionData} />
      </Section>
    </>
  );
}

/** `cont/cautari-salvate`: the user's saved searches and the searches of their investor profiles. */
import type { Route } from './+types/saved-searches';
import { FormMessage } from '~/components/Field';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { SavedSearchList } from '~/features/saved-searches/SavedSearchViews';
import { loadSavedSearches, savedSearchesAction } from '~/features/saved-searches/saved-searches.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadSavedSearches(args);
export const action = (args: Route.ActionArgs) => savedSearchesAction(args);

export const meta = () => pageMeta('Căutări salvate', 'Căutările salvate în contul tău RoAfaceri și alertele lor.', { noindex: true });

const FAMILIES = [
  { label: 'Afaceri de vânzare', to: paths.businessesForSale(), kind: 'primary' },
  { label: 'Caut partener', to: paths.partnerSearch(), kind: 'ghost' },
  { label: 'Investitori', to: paths.investors(), kind: 'ghost' },
  { label: 'Finanțări', to: paths.funds(), kind: 'ghost' },
  { label: 'Servicii', to: paths.services(), kind: 'ghost' },
  { label: 'Active', to: paths.assets(), kind: 'ghost' },
] as const;

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { searches, investor, used, max, saved } = loaderData;
  const rows = [...searches, ...investor];
  const pageResult = actionData && !rows.some((row) => row.id === actionData.id) ? actionData : undefined;
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Căutări salvate"
        lead="Filtrele pe care le-ai salvat: îți trimitem alerte când apar anunțuri noi potrivite, imediat, zilnic sau săptămânal."
      />
      <Section>
        {saved ? <FormMessage kind="success">Căutarea a fost salvată. Îți trimitem alerte când apar anunțuri noi potrivite.</FormMessage> : null}
        {pageResult?.message ? <FormMessage kind={pageResult.ok ? 'success' : 'error'}>{pageResult.message}</FormMessage> : null}
        <p className="muted-text" data-testid="saved-search-usage">
          {used} din {max} căutări salvate
        </p>
        {searches.length === 0 ? (
          <div className="empty-state" data-testid="saved-searches-empty">
            <h2 className="section__title">Nu ai nicio căutare salvată</h2>
            <p>
              Deschide o pagină de anunțuri, alege filtrele (județ, domeniu, preț, cuvinte) și apasă „Salvează căutarea”. Îți spunem când apare un anunț nou
              potrivit.
            </p>
            <CtaRow actions={FAMILIES} />
          </div>
        ) : (
          <SavedSearchList searches={searches} result={actionData} editable label="Căutările tale salvate" />
        )}
      </Section>
      {investor.length ? (
        <Section title="Potriviri pentru profilul tău de investitor" muted>
          <p>
            Profilul tău de investitor caută singur companii și proiecte potrivite intereselor, bugetului și județelor alese. Modifici aceste criterii din
            profilul de investitor.
          </p>
          <SavedSearchList searches={investor} result={actionData} editable={false} label="Căutările profilului de investitor" />
        </Section>
      ) : null}
    </>
  );
}

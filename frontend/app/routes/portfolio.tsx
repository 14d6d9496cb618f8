import type { PortfolioProject } from '@contracts/content';
import type { Route } from './+types/portfolio';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { categoryFilters, categoryFrom, fundingTotal } from '~/features/content/portfolio';
import { PortfolioFilter, ProjectList } from '~/features/content/PortfolioProjects';
import { formatPrice } from '~/features/listings/format';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Portofoliu', 'Proiecte de finanțare, tranzacții cu afaceri și evaluări realizate de consultanții RoAfaceri, pe domenii și regiuni.');

/** Every project (one cacheable answer), the filter of `?categorie=` applied here with its counts. */
export async function loader(args: Route.LoaderArgs) {
  const all = await fetchContent<PortfolioProject[]>(args, contentApiPaths.portfolio);
  const category = categoryFrom(new URL(args.request.url).searchParams);
  return {
    category,
    filters: categoryFilters(all),
    projects: category ? all.filter((project) => project.category === category) : all,
    fundingTotal: fundingTotal(all),
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { category, filters, projects, fundingTotal } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Proiecte realizate"
        title="Portofoliu"
        lead="Proiectele pe care le-am dus la bun sfârșit alături de clienții noștri: finanțări obținute, afaceri vândute și cumpărate, evaluări pentru bănci și investitori."
      >
        <ul className="claims content-figures">
          <li>
            <strong>{formatPrice(fundingTotal, 'EUR')}</strong> finanțări nerambursabile obținute în proiectele de mai jos
          </li>
          <li>
            <strong>{filters[0]!.count}</strong> proiecte publicate cu acordul clienților
          </li>
        </ul>
      </PageHeader>
      <Section title="Proiectele noastre">
        <PortfolioFilter filters={filters} current={category} />
        <ProjectList projects={projects} />
        <CtaRow
          actions={[
            { label: 'Vreau un proiect similar', to: paths.contact(), kind: 'primary' },
            { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

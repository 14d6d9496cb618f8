import { Form } from 'react-router';
import type { Route } from './+types/businesses';
import { SearchIcon } from '~/components/Icons';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { ECONOMIC_DOMAINS } from '@contracts/lists';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export function loader({ url }: Route.LoaderArgs) {
  const q = url.searchParams.get('q')?.trim() ?? '';
  return { q: q.slice(0, 120) };
}

export const meta = () =>
  pageMeta(
    'Afaceri de vânzare',
    'Afaceri de vânzare în România: companii funcționale, francize și active, cu cifră de afaceri, profit și preț cerut.',
  );

export default function Businesses({ loaderData }: Route.ComponentProps) {
  const { q } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Vânzare-cumpărare afaceri"
        title="Afaceri de vânzare"
        lead="Companii funcționale, francize și active de business de vânzare în toată țara. Fiecare anunț este verificat de echipa noastră înainte de publicare."
      >
        <Form method="get" action={paths.businessesForSale()} className="search-box search-box--inline" role="search">
          <label htmlFor="business-search" className="visually-hidden">
            Caută afaceri de vânzare
          </label>
          <SearchIcon size={20} />
          <input id="business-search" name="q" type="search" defaultValue={q} placeholder="Domeniu, oraș sau cuvânt cheie" />
          <button type="submit" className="button button--accent">
            Caută
          </button>
        </Form>
        {q ? (
          <p className="search-echo" data-testid="search-echo">
            Căutare: <strong>{q}</strong>
          </p>
        ) : null}
      </PageHeader>
      <Section title="Domenii">
        <ul className="tag-list">
          {ECONOMIC_DOMAINS.map((domain) => (
            <li key={domain.id} className="tag">
              {domain.name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Vrei să îți vinzi afacerea?" muted>
        <CheckList
          items={[
            'publici anunțul gratuit, iar datele sensibile rămân confidențiale până alegi tu să le arăți;',
            'primești mesaje doar de la cumpărători înregistrați;',
            'poți cere o evaluare a afacerii ca să stabilești un preț corect.',
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Vinde afacerea ta', to: paths.addCompany(), kind: 'primary' },
            { label: 'Cere o evaluare', to: paths.valuation(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

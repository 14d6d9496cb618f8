import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { SERVICE_DOMAINS } from '@contracts/lists';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Servicii pentru afaceri', 'Servicii oferite de firmele din comunitatea RoAfaceri: contabilitate, juridic, IT, marketing, construcții și multe altele.');

export default function Services() {
  return (
    <>
      <PageHeader
        hero
        eyebrow="Servicii B2B"
        title="Servicii pentru afaceri"
        lead="Găsește furnizori verificați pentru afacerea ta sau promovează-ți serviciile în fața a peste 250.000 de antreprenori."
      >
        <CtaRow
          actions={[
            { label: 'Promovează un serviciu', to: paths.addService(), kind: 'accent' },
            { label: 'Serviciile RoAfaceri', to: paths.businessServices(), kind: 'ghost-light' },
          ]}
        />
      </PageHeader>
      <Section title="Domenii de servicii">
        <ul className="domain-grid">
          {SERVICE_DOMAINS.map((domain) => (
            <li key={domain.id} className="domain-card">
              <h3>{domain.name}</h3>
              <p>{domain.subdomains.map((sub) => sub.name).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

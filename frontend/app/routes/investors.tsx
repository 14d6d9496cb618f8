import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { INVESTOR_INTERESTS } from '@contracts/lists';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Vreau să investesc', 'Investitori care caută afaceri și proiecte în România, cu domeniile de interes și capitalul disponibil.');

export default function Investors() {
  return (
    <>
      <PageHeader
        eyebrow="Investitori"
        title="Vreau să investesc"
        lead="Profilurile investitorilor care caută afaceri și proiecte în România: domeniile care îi interesează, suma pe care o pot investi și modul în care vor să se implice."
      >
        <CtaRow
          actions={[
            { label: 'Creează profil de investitor', to: paths.addInvestor(), kind: 'accent' },
            { label: 'Proiecte care caută parteneri', to: paths.partnerSearch(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Domenii de interes">
        <ul className="tag-list">
          {INVESTOR_INTERESTS.map((interest) => (
            <li key={interest.id} className="tag">
              {interest.name}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

export const meta = () =>
  pageMeta(
    'Echipa și serviciile noastre',
    'Consultanți seniori în finanțări nerambursabile, evaluări și tranzacții cu afaceri, cu asigurare de răspundere profesională.',
  );

/** Team / promo page, shown at /echipa and at /serviciile-noastre (spec section 2). */
export default function Team() {
  return (
    <>
      <PageHeader
        eyebrow="Echipa RoAfaceri"
        title="Echipa și serviciile noastre"
        lead={`Suntem un grup de firme de consultanță și o comunitate de peste ${site.communityMembers} de antreprenori. Consultanții noștri sunt seniori și au asigurare de malpraxis, așa că fiecare proiect este lucrat cu grijă și responsabilitate.`}
      >
        <CtaRow
          actions={[
            { label: 'Programează o discuție', to: paths.contact(), kind: 'accent' },
            { label: 'Vezi portofoliul', to: paths.portfolio(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Ce facem pentru tine">
        <CardGrid
          items={[
            {
              title: 'Consultanță în finanțări',
              text: 'Verificăm eligibilitatea, scriem proiectul și te sprijinim în implementare pentru fonduri europene, PNRR și programe naționale.',
              to: paths.funds(),
            },
            {
              title: 'Vânzarea și cumpărarea de afaceri',
              text: 'Pregătim dosarul afacerii, găsim cumpărători sau investitori și te însoțim până la semnarea tranzacției.',
              to: paths.businessesForSale(),
            },
            {
              title: 'Evaluarea afacerilor',
              text: 'Rapoarte de evaluare folosite la negocieri, atragerea de capital sau relația cu banca.',
              to: paths.valuation(),
            },
          ]}
        />
      </Section>
      <Section title="Rezultate" muted>
        <ul className="claims">
          <li>
            <strong>peste {site.clients2024}</strong> de clienți în 2024
          </li>
          <li>
            <strong>peste {site.fiveStarReviews}</strong> de recenzii de 5 stele
          </li>
        </ul>
      </Section>
    </>
  );
}

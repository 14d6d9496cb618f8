import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Servicii RoAfaceri', 'Serviciile RoAfaceri pentru firme: consultanță în finanțări, evaluări, intermedieri de tranzacții și promovare.');

/** Business services special posts (spec: servicii-{product}). */
export default function BusinessServices() {
  return (
    <>
      <PageHeader
        eyebrow="Servicii oferite de noi"
        title="Servicii RoAfaceri"
        lead="Tot ce face echipa RoAfaceri pentru firmele din comunitate, explicat pe scurt: ce primești, cum lucrăm și cât durează."
      />
      <Section>
        <CardGrid
          columns={2}
          items={[
            { title: 'Consultanță pentru finanțări nerambursabile', text: 'De la verificarea eligibilității la depunerea proiectului și implementare.', to: paths.funds() },
            { title: 'Evaluarea afacerilor', text: 'Raport de evaluare pentru vânzare, investiții sau relația cu banca.', to: paths.valuation() },
            { title: 'Intermediere vânzare-cumpărare', text: 'Pregătirea afacerii pentru vânzare și găsirea cumpărătorului potrivit.', to: paths.businessesForSale() },
            { title: 'Promovarea anunțurilor', text: 'Pachete care îți aduc anunțul în fața mai multor cumpărători și investitori.', to: paths.payment() },
          ]}
        />
        <CtaRow actions={[{ label: 'Cere o ofertă', to: paths.contact(), kind: 'primary' }]} />
      </Section>
    </>
  );
}

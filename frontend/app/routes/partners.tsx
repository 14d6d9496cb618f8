import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Partenerii noștri', 'Soluții pentru antreprenori oferite împreună cu partenerii RoAfaceri: finanțare, servicii financiare, juridice și digitale.');

/** Partners page, shown at /solutii and at /partenerii-nostri (spec section 2). */
export default function Partners() {
  return (
    <>
      <PageHeader
        eyebrow="Soluții pentru afacerea ta"
        title="Partenerii noștri"
        lead="Lucrăm cu parteneri verificați ca să acoperim tot ce are nevoie o afacere: finanțare, servicii financiare și juridice, tehnologie și promovare."
      />
      <Section>
        <CardGrid
          items={[
            { title: 'Finanțare și bănci', text: 'Credite, leasing și garanții pentru cofinanțarea proiectelor cu fonduri nerambursabile.' },
            { title: 'Servicii financiare și juridice', text: 'Contabilitate, audit, due diligence și asistență juridică pentru tranzacții.' },
            { title: 'Tehnologie și marketing', text: 'Digitalizare, magazine online și campanii de promovare pentru creșterea vânzărilor.' },
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Propune un parteneriat', to: paths.contact(), kind: 'primary' },
            { label: 'Parteneriate recente', to: paths.partnerships(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

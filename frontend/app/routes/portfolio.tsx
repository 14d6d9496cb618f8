import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Portofoliu', 'Proiecte de finanțare și tranzacții realizate de consultanții RoAfaceri, pe domenii și regiuni.');

export default function Portfolio() {
  return (
    <>
      <PageHeader
        eyebrow="Proiecte realizate"
        title="Portofoliu"
        lead="Proiectele pe care le-am dus la bun sfârșit alături de clienții noștri: finanțări obținute, afaceri vândute și investiții atrase, din agricultură și producție până la IT și turism."
      />
      <Section title="Domenii în care lucrăm">
        <CardGrid
          items={[
            { title: 'Producție și industrie', text: 'Linii de producție noi, retehnologizare și eficiență energetică finanțate din fonduri nerambursabile.' },
            { title: 'IT și digitalizare', text: 'Granturi pentru dezvoltare software, echipamente și transformare digitală a IMM-urilor.' },
            { title: 'Agricultură și turism', text: 'Proiecte pentru ferme, procesare, pensiuni și agroturism, în toate regiunile țării.' },
          ]}
        />
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

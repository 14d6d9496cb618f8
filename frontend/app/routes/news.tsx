import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { NewsletterForm } from '~/features/newsletter/NewsletterForm';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Noutăți', 'Știri despre finanțări nerambursabile, tranzacții cu afaceri, legislație și evenimente pentru antreprenori.');

export default function News() {
  return (
    <>
      <PageHeader
        eyebrow="Blog și știri"
        title="Noutăți"
        lead="Apeluri de finanțare nou deschise, schimbări de legislație, povești de succes și sfaturi practice pentru antreprenori, explicate pe înțelesul tuturor."
      />
      <Section title="Teme urmărite">
        <CardGrid
          items={[
            { title: 'Finanțări', text: 'Ghiduri, calendare de depunere și clarificări pentru programele de finanțare.', to: paths.funds() },
            { title: 'Parteneriate', text: 'Parteneriatele RoAfaceri și ofertele pentru membrii comunității.', to: paths.partnerships() },
            { title: 'Tranzacții', text: 'Cum se vinde și cum se cumpără corect o afacere, pas cu pas.', to: paths.businessesForSale() },
          ]}
        />
      </Section>
      <Section title="Primește noutățile pe email" muted>
        <NewsletterForm source="page" />
        <CtaRow actions={[{ label: 'Despre newsletter', to: paths.newsletter(), kind: 'ghost' }]} />
      </Section>
    </>
  );
}

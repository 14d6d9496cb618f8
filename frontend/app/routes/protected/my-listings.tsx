import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () => [...pageMeta('Anunțurile mele', 'Anunțurile tale publicate pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function MyListings() {
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Anunțurile mele"
        lead="Aici găsești toate anunțurile tale: afaceri, servicii, profiluri de investitor și proiecte care caută parteneri, cu starea fiecăruia."
      >
        <CtaRow
          actions={[
            { label: 'Adaugă un anunț', to: paths.newListing(), kind: 'accent' },
            { label: 'Pachete de promovare', to: paths.payment(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Ce poți face cu un anunț">
        <CheckList
          items={[
            'îl editezi oricând; modificările importante trec din nou prin verificare;',
            'îl reînnoiești când expiră, ca să rămână vizibil;',
            'îl promovezi ca să apară în primele poziții ale listei.',
          ]}
        />
      </Section>
    </>
  );
}

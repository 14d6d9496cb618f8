import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export const meta = () => [...pageMeta('Favorite', 'Anunțurile salvate în contul tău RoAfaceri.'), { name: 'robots', content: 'noindex' }];

export default function Favorites() {
  const { favoriteCount } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Favorite"
        lead={`Anunțurile pe care le-ai salvat ca să revii la ele: ai ${favoriteCount === 1 ? 'un anunț salvat' : `${favoriteCount} anunțuri salvate`}. Apasă pe inima din orice anunț ca să îl adaugi aici.`}
      />
      <Section title="Descoperă anunțuri de salvat">
        <CtaRow
          actions={[
            { label: 'Afaceri de vânzare', to: paths.businessesForSale(), kind: 'primary' },
            { label: 'Finanțări', to: paths.funds(), kind: 'ghost' },
            { label: 'Servicii', to: paths.services(), kind: 'ghost' },
            { label: 'Investitori', to: paths.investors(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

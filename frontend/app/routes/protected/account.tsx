import { HeartIcon, ListIcon, UserIcon } from '~/components/Icons';
import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export const meta = () => [...pageMeta('Contul meu', 'Contul tău RoAfaceri: profil, anunțuri și favorite.'), { name: 'robots', content: 'noindex' }];

export default function Account() {
  const { user, favoriteCount } = useRootData();
  const name = user?.fullName ?? '';
  return (
    <>
      <PageHeader eyebrow="Contul meu" title={`Bun venit, ${name}!`} lead="De aici îți gestionezi profilul, anunțurile publicate și anunțurile salvate.">
        <CtaRow actions={[{ label: 'Adaugă un anunț', to: paths.newListing(), kind: 'accent' }]} />
      </PageHeader>
      <Section>
        <CardGrid
          items={[
            { title: 'Profil', text: 'Datele tale de contact și ale firmei, parola și ștergerea contului.', to: paths.profile(), linkLabel: 'Deschide profilul', icon: <UserIcon size={26} /> },
            { title: 'Anunțurile mele', text: 'Anunțurile publicate, cele în verificare și cele expirate, cu opțiunea de reînnoire.', to: paths.myListings(), linkLabel: 'Vezi anunțurile', icon: <ListIcon size={26} /> },
            { title: `Favorite (${favoriteCount})`, text: 'Anunțurile pe care le-ai salvat ca să revii la ele.', to: paths.favorites(), linkLabel: 'Vezi favoritele', icon: <HeartIcon size={26} /> },
          ]}
        />
      </Section>
    </>
  );
}

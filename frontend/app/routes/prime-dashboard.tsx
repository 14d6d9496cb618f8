import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export const meta = () =>
  pageMeta('RoAfaceri Prime', 'RoAfaceri Prime: panoul membrilor care vor acces din timp la afaceri noi, investitori și apeluri de finanțare.');

/** "Prime" dashboard teaser (the spec names only the route). */
export default function PrimeDashboard() {
  const { user } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow="Pentru membrii Prime"
        title="RoAfaceri Prime"
        lead="Panoul tău de lucru pentru oportunități: afaceri nou listate înaintea tuturor, alerte pentru investitori potriviți și calendarul apelurilor de finanțare care te interesează."
      >
        <CtaRow
          actions={
            user
              ? [
                  { label: 'Contul meu', to: paths.account(), kind: 'accent' },
                  { label: 'Vezi pachetele', to: paths.payment(), kind: 'ghost' },
                ]
              : [
                  { label: 'Intră în cont', to: paths.login(paths.primeDashboard()), kind: 'accent' },
                  { label: 'Creează cont', to: paths.register(), kind: 'ghost' },
                ]
          }
        />
      </PageHeader>
      <Section title="Ce găsești în panoul Prime">
        <CardGrid
          items={[
            { title: 'Acces din timp', text: 'Vezi afacerile și proiectele noi cu 48 de ore înainte de publicarea lor pentru toți vizitatorii.' },
            { title: 'Alerte personalizate', text: 'Primești notificări pentru domeniile, județele și bugetele care te interesează.' },
            { title: 'Consultant dedicat', text: 'Un consultant senior îți răspunde la întrebări despre tranzacții și finanțări.' },
          ]}
        />
      </Section>
    </>
  );
}

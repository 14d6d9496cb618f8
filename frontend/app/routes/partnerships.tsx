/** Partnerships: the news tagged `parteneriat` (spec sections 2 and 7), with the family page's search and load more. */
import type { Route } from './+types/partnerships';
import { CheckList, CtaRow, Section } from '~/components/PageLayout';
import { FAMILIES } from '~/features/listings/families';
import { loadFamilyList } from '~/features/listings/family-list.server';
import { FamilyListPage } from '~/features/listings/FamilyListPage';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

const PARTNERSHIP_TAG = 'parteneriat';

export function loader(args: Route.LoaderArgs) {
  return loadFamilyList(args, FAMILIES.news, { fixed: { tag: PARTNERSHIP_TAG } });
}

export const meta = () =>
  pageMeta('Parteneriate', 'Parteneriatele RoAfaceri cu bănci, fonduri de investiții, asociații de afaceri și furnizori de servicii pentru antreprenori.');

export default function Partnerships({ loaderData }: Route.ComponentProps) {
  return (
    <FamilyListPage
      data={loaderData}
      eyebrow="Noutăți despre parteneriate"
      title="Parteneriate"
      lead="Aici anunțăm parteneriatele noi ale RoAfaceri: bănci, fonduri de investiții, asociații profesionale și furnizori care oferă condiții speciale membrilor comunității."
    >
      <Section title="Ce câștigi ca membru" muted>
        <CheckList
          items={[
            'acces la oferte negociate pentru finanțare bancară și leasing;',
            'prezentarea afacerii tale în fața investitorilor parteneri;',
            'reduceri la servicii de contabilitate, juridice și de marketing.',
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Devino partener', to: paths.contact(), kind: 'primary' },
            { label: 'Partenerii noștri', to: paths.partners(), kind: 'ghost' },
            { label: 'Toate noutățile', to: paths.news(), kind: 'ghost' },
          ]}
        />
      </Section>
    </FamilyListPage>
  );
}

import type { Partner } from '@contracts/content';
import type { Route } from './+types/partners';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { PartnerDirectory } from '~/features/content/PartnerDirectory';
import { groupPartners } from '~/features/content/partners';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Partenerii noștri',
    'Bănci, fonduri de investiții, asociații și furnizori cu care RoAfaceri lucrează pentru antreprenori, și clienți care ne-au ales.',
  );

export async function loader(args: Route.LoaderArgs) {
  return { groups: groupPartners(await fetchContent<Partner[]>(args, contentApiPaths.partners)) };
}

/** Partners page, shown at /solutii and at /partenerii-nostri (spec section 2). */
export default function Partners({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Soluții pentru afacerea ta"
        title="Partenerii noștri"
        lead="Lucrăm cu parteneri verificați ca să acoperim tot ce are nevoie o afacere: credite și cofinanțare, capital de dezvoltare, servicii financiare și juridice, tehnologie."
      />
      <Section>
        <PartnerDirectory groups={loaderData.groups} />
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

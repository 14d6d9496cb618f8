import type { ContentList, SpecialPostSummary } from '@contracts/content';
import type { Route } from './+types/business-services';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { ServiceCards } from '~/features/content/ServiceCards';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Servicii RoAfaceri',
    'Serviciile RoAfaceri pentru firme: consultanță în finanțări, evaluări, intermedieri de tranzacții, due diligence, planuri de afaceri și promovare.',
  );

export async function loader(args: Route.LoaderArgs) {
  return { posts: (await fetchContent<ContentList<SpecialPostSummary>>(args, contentApiPaths.businessServices)).docs };
}

/** The provider's services (special posts of `servicii-{product}`), each leading to its page. */
export default function BusinessServices({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Servicii oferite de noi"
        title="Servicii RoAfaceri"
        lead="Tot ce face echipa RoAfaceri pentru firmele din comunitate, explicat pe scurt: ce primești, cât durează și de la ce preț pornim."
      />
      <Section>
        <ServiceCards posts={loaderData.posts} />
        <CtaRow actions={[{ label: 'Cere o ofertă', to: paths.contact(), kind: 'primary' }]} />
      </Section>
    </>
  );
}

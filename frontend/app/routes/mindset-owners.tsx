import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Mindset Owners', 'Mindset Owners: programul RoAfaceri pentru proprietari de afaceri care vor să crească, să delege și să își pregătească firma pentru investitori.');

export default function MindsetOwners() {
  return (
    <>
      <PageHeader
        eyebrow="Program pentru proprietari de afaceri"
        title="Mindset Owners"
        lead="Un program pentru antreprenorii care vor să treacă de la „lucrez în afacere” la „conduc afacerea”: organizare, delegare, indicatori financiari și pregătirea firmei pentru investitori sau vânzare."
      >
        <CtaRow actions={[{ label: 'Vreau să particip', to: paths.contact(), kind: 'accent' }]} />
      </PageHeader>
      <Section title="Ce lucrăm împreună">
        <CheckList
          items={[
            'indicatorii care arată sănătatea financiară a firmei tale;',
            'procesele pe care le poți delega fără să pierzi controlul;',
            'cum îți crești valoarea afacerii înainte de o vânzare sau o investiție.',
          ]}
        />
      </Section>
    </>
  );
}

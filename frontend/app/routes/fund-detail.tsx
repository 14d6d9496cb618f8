import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import type { Route } from './+types/fund-detail';
import { pageMeta } from '~/lib/meta';
import { IT_FUNDING_SLUG, paths } from '~/lib/paths';

/** Known program titles until the funds API arrives; other slugs get a readable title from the URL. */
const KNOWN_TITLES: Record<string, string> = {
  [IT_FUNDING_SLUG]: 'Finanțare nerambursabilă IT: 500.000 – 3.000.000 euro',
};

function titleFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean).join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Program de finanțare';
}

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug, title: KNOWN_TITLES[params.slug] ?? titleFromSlug(params.slug) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData?.title ?? 'Program de finanțare',
    'Detaliile programului de finanțare: cine poate aplica, ce cheltuieli sunt eligibile și cum te ajută consultanții RoAfaceri.',
  );

export default function FundDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Finanțare nerambursabilă"
        title={loaderData.title}
        lead="Află cine poate aplica, ce cheltuieli sunt eligibile și ce documente îți trebuie. Consultanții noștri verifică gratuit dacă proiectul tău se încadrează."
      >
        <CtaRow
          actions={[
            { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck(), kind: 'accent' },
            { label: 'Toate finanțările', to: paths.funds(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Cum te ajutăm">
        <CheckList
          items={[
            'Analizăm eligibilitatea firmei și a investiției înainte de orice cost.',
            'Pregătim planul de afaceri, bugetul și documentația cererii de finanțare.',
            'Urmărim evaluarea și te sprijinim în implementare, până la ultima cerere de plată.',
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Formulare de eligibilitate', to: paths.eligibilityForms(), kind: 'secondary' },
            { label: 'Discută cu un consultant', to: paths.contact(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

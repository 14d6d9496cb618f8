import type { ContentList, FaqGroup } from '@contracts/content';
import type { Route } from './+types/faq';
import { JsonLd } from '~/components/JsonLd';
import { jsonLdText } from '~/lib/seo';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { contentApiPaths, fetchContent } from '~/features/content/content.server';
import { faqLd } from '~/features/content/content-ld';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Întrebări frecvente',
    'Răspunsuri la cele mai frecvente întrebări despre cont, anunțuri, promovare, finanțări nerambursabile și plăți pe RoAfaceri.',
  );

/** The questions, by topic, as the staff edit them (GET /api/content/faq). */
export async function loader(args: Route.LoaderArgs) {
  return { groups: (await fetchContent<ContentList<FaqGroup>>(args, contentApiPaths.faq)).docs };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Ajutor"
        title="Întrebări frecvente"
        lead="Cele mai des întâlnite întrebări ale membrilor comunității, cu răspunsuri scurte și clare, grupate pe teme."
      >
        <nav className="toc" aria-label="Teme">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {groups.map((group, index) => (
        <Section key={group.id} id={group.id} title={group.title} muted={index % 2 === 1}>
          <div className="faq">
            {group.items.map((item) => (
              <details key={item.question} className="faq__item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <Section>
        <CtaRow actions={[{ label: 'Nu ai găsit răspunsul? Scrie-ne', to: paths.contact(), kind: 'primary' }]} />
      </Section>
      <JsonLd text={jsonLdText(faqLd(groups))} />
    </>
  );
}

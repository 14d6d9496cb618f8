import { JsonLd } from '~/components/JsonLd';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { faqLd } from '~/features/content/content-ld';
import { FAQ_GROUPS } from '~/features/content/faq';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Întrebări frecvente', 'Răspunsuri la cele mai frecvente întrebări despre cont, anunțuri, promovare, finanțări nerambursabile și plăți pe RoAfaceri.');

export default function Faq() {
  return (
    <>
      <PageHeader eyebrow="Ajutor" title="Întrebări frecvente" lead="Cele mai des întâlnite întrebări ale membrilor comunității, cu răspunsuri scurte și clare, grupate pe teme.">
        <nav className="toc" aria-label="Teme">
          <ul>
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {FAQ_GROUPS.map((group, index) => (
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
      <JsonLd data={faqLd(FAQ_GROUPS)} />
    </>
  );
}

import { CardGrid, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { FUND_REGIONS, FUND_TYPES } from '@contracts/lists';
import { pageMeta } from '~/lib/meta';
import { IT_FUNDING_SLUG, paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Finanțări nerambursabile',
    'Programe de finanțare nerambursabilă pentru firme din România: fonduri europene, PNRR, programe guvernamentale, pe regiuni de dezvoltare.',
  );

export default function Funds() {
  return (
    <>
      <PageHeader
        eyebrow="Fonduri europene, PNRR, programe naționale"
        title="Finanțări nerambursabile"
        lead="Programele de finanțare deschise pentru firme și antreprenori, cu valoarea grantului, regiunile eligibile și termenele de depunere. Verifică în câteva minute dacă proiectul tău se califică."
      >
        <CtaRow
          actions={[
            { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck(), kind: 'accent' },
            { label: 'Calculează punctajul', to: paths.scoreCalculator(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Tipuri de finanțare">
        <ul className="tag-list">
          {FUND_TYPES.map((type) => (
            <li key={type.id} className="tag">
              {type.name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Regiuni de dezvoltare" muted>
        <ul className="tag-list">
          {FUND_REGIONS.map((region) => (
            <li key={region.id} className="tag">
              {region.name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Programe recomandate">
        <CardGrid
          columns={2}
          items={[
            {
              title: 'Finanțare nerambursabilă IT: 500.000 – 3.000.000 euro',
              text: 'Pentru firmele din IT care dezvoltă produse software proprii, infrastructură sau servicii digitale inovatoare.',
              to: paths.fund(IT_FUNDING_SLUG),
              linkLabel: 'Vezi detaliile',
            },
            {
              title: 'Măsura 3 – sprijin pentru IMM-uri',
              text: 'Granturi pentru investiții productive ale microîntreprinderilor și IMM-urilor. Verifică rapid dacă te încadrezi.',
              to: paths.eligibilityMeasure3(),
              linkLabel: 'Verifică eligibilitatea',
            },
          ]}
        />
      </Section>
    </>
  );
}

import type { Route } from './+types/score-calculator';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import type { ScoreCalculatorProps } from '~/features/consulting/ScoreCalculator';
import { SCORE_GROUPS } from '~/features/consulting/funding-answers';
import { loadScore } from '~/features/consulting/funding.server';
import { deferredComponent } from '~/lib/deferred-component';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

// The calculator's code loads when the visitor starts answering (lib/deferred-component.tsx); until
// then the server's HTML is a plain GET form whose submission the server answers with the same chart.
const ScoreCalculator = deferredComponent<ScoreCalculatorProps>(
  () => import('~/features/consulting/ScoreCalculator').then((module) => module.ScoreCalculator),
  { className: 'funding-tool-host' },
);

export const meta = () =>
  pageMeta(
    'Calculează punctajul',
    'Estimează punctajul proiectului de digitalizare după grila de evaluare, vezi pe ce criterii pierzi puncte și cum poți câștiga mai multe.',
  );

/** The answers come in the query string (POST /api/consulting/calculateDigitalizarePoints computes the points). */
export const loader = (args: Route.LoaderArgs) => loadScore(args, SCORE_GROUPS);

export default function ScoreCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Instrument gratuit"
        title="Calculează punctajul"
        lead="Estimează punctajul pe care l-ar obține proiectul tău de digitalizare după grila de evaluare a programului: vezi punctele pe fiecare criteriu, pragul minim și ce poți îmbunătăți."
      >
        <CtaRow
          actions={[
            { label: 'Începe calculul', to: '#calculator', kind: 'accent' },
            { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Răspunsurile firmei" id="calculator">
        <ScoreCalculator path={paths.scoreCalculator()} score={loaderData.score} />
      </Section>
      <Section title="Pregătește aceste informații" muted>
        <CheckList
          items={[
            'numărul mediu de angajați și cifra de afaceri din ultimul an fiscal;',
            'rezultatul (profit sau pierdere) din ultimul an fiscal;',
            'ce echipamente, aplicații și servicii vrei să cumperi;',
            'județul în care se face investiția.',
          ]}
        />
      </Section>
    </>
  );
}

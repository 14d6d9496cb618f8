import { CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Evaluare afaceri', 'Raport de evaluare a afacerii realizat de specialiști, pentru vânzare, atragerea de investitori sau finanțare bancară.');

export default function Valuation() {
  return (
    <>
      <PageHeader
        eyebrow="Raport de evaluare"
        title="Evaluare afaceri"
        lead="Află cât valorează afacerea ta înainte să negociezi. Specialiștii noștri analizează situațiile financiare, activele și piața și îți livrează un raport de evaluare argumentat."
      >
        <CtaRow
          actions={[
            { label: 'Cere o evaluare', to: paths.contact(), kind: 'accent' },
            { label: 'Vezi pachetele', to: paths.payment(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section title="Cum funcționează">
        <Steps
          items={[
            { title: 'Ne trimiți datele firmei', text: 'Codul fiscal, ultimele bilanțuri și informații despre active și clienți.' },
            { title: 'Analizăm afacerea', text: 'Aplicăm metode recunoscute: fluxuri de numerar actualizate, comparații de piață, active nete.' },
            { title: 'Primești raportul', text: 'Un document clar, cu valoarea estimată și argumentele din spatele ei.' },
          ]}
        />
      </Section>
      <Section title="Când îți folosește" muted>
        <CheckList
          items={['vrei să vinzi afacerea la un preț corect;', 'atragi un investitor sau un asociat nou;', 'ceri un credit sau o garanție bancară.']}
        />
      </Section>
    </>
  );
}

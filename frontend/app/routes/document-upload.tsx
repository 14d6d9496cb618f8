import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';

export const meta = () =>
  pageMeta('Încărcare documente', 'Trimite în siguranță documentele necesare proiectului tău de finanțare sau evaluării afacerii.');

export default function DocumentUpload() {
  const { user } = useRootData();
  return (
    <>
      <PageHeader
        eyebrow="Pentru clienții RoAfaceri"
        title="Încărcare documente"
        lead="Trimite-ne în siguranță documentele cerute de consultantul tău: acte ale firmei, situații financiare, oferte de preț și autorizații."
      >
        <CtaRow
          actions={
            user
              ? [{ label: 'Contul meu', to: paths.account(), kind: 'accent' }]
              : [
                  { label: 'Intră în cont', to: paths.login(paths.documentUpload()), kind: 'accent' },
                  { label: 'Creează cont', to: paths.register(), kind: 'ghost' },
                ]
          }
        />
      </PageHeader>
      <Section title="Documente cerute frecvent">
        <CheckList
          items={[
            'certificatul constatator emis de Registrul Comerțului;',
            'bilanțul și contul de profit și pierdere pentru ultimii doi ani;',
            'ofertele de preț pentru echipamentele sau lucrările din proiect;',
            'actul de identitate al administratorului.',
          ]}
        />
        <p className="muted-text">Acceptăm fișiere PDF, JPG și PNG. Documentele sunt vizibile doar consultantului care lucrează la dosarul tău.</p>
      </Section>
    </>
  );
}

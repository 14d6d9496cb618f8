import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Pachete de promovare', 'Pachete de promovare pentru anunțuri și rapoarte de evaluare, cu plată prin card sau transfer bancar, în euro.');

const PACKAGES = [
  { name: 'Standard', text: 'Anunțul tău publicat și verificat, vizibil în listări și în căutare.', features: ['publicare după verificare', 'statistici de vizualizare', 'mesaje de la utilizatori înregistrați'] },
  { name: 'Promovat', text: 'Anunț evidențiat în primele poziții ale listei și pe prima pagină.', features: ['poziție evidențiată în listă', 'apariție pe prima pagină', 'includere în newsletter'] },
  { name: 'Premium', text: 'Promovare completă, plus sprijinul unui consultant la negociere.', features: ['tot ce include pachetul Promovat', 'campanie pe rețelele sociale', 'consultanță la negociere'] },
];

export default function Payment() {
  return (
    <>
      <PageHeader
        eyebrow="Promovare și plată"
        title="Pachete de promovare"
        lead="Alege cât de vizibil vrei să fie anunțul tău. Prețurile sunt în euro, iar plata se face online cu cardul sau prin transfer bancar, cu factură emisă automat."
      />
      <Section>
        <ul className="card-grid card-grid--3">
          {PACKAGES.map((item) => (
            <li key={item.name} className="card card--package">
              <h2 className="card__title">{item.name}</h2>
              <p className="card__text">{item.text}</p>
              <ul className="package-features">
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <CtaRow
          actions={[
            { label: 'Completează datele de facturare', to: paths.billingData(), kind: 'primary' },
            { label: 'Ai întrebări? Scrie-ne', to: paths.contact(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

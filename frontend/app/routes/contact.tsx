import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { ClockIcon, MailIcon } from '~/components/Icons';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

export const meta = () =>
  pageMeta('Contact', 'Scrie-ne pentru consultanță în finanțări, vânzarea sau cumpărarea unei afaceri și promovarea anunțurilor tale.');

export default function Contact() {
  return (
    <>
      <PageHeader
        eyebrow="Suntem aici să te ajutăm"
        title="Contact"
        lead="Ai o întrebare despre un anunț, vrei să vinzi o afacere sau cauți finanțare? Echipa RoAfaceri îți răspunde în cel mult o zi lucrătoare."
      />
      <Section>
        <div className="split">
          <div className="contact-card">
            <h2 className="section__title">Date de contact</h2>
            <p className="contact-line">
              <MailIcon size={18} />
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            </p>
            <p className="contact-line">
              <ClockIcon size={18} />
              <span>{site.workingHours}</span>
            </p>
            <a href={`mailto:${site.contactEmail}?subject=${encodeURIComponent('Solicitare consultanță RoAfaceri')}`} className="button button--primary">
              Trimite-ne un email
            </a>
          </div>
          <div>
            <h2 className="section__title">Ca să te ajutăm rapid, spune-ne</h2>
            <CheckList
              items={[
                'ce tip de sprijin cauți: finanțare, vânzare, cumpărare, evaluare sau promovare;',
                'domeniul de activitate și județul în care lucrezi;',
                'codul fiscal (CUI) al firmei, dacă ai deja una;',
                'cel mai bun interval în care te putem suna.',
              ]}
            />
            <CtaRow
              actions={[
                { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck(), kind: 'secondary' },
                { label: 'Întrebări frecvente', to: paths.faq(), kind: 'ghost' },
              ]}
            />
          </div>
        </div>
      </Section>
    </>
  );
}

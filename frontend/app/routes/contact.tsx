import type { Route } from './+types/contact';
import { CheckList, CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { ClockIcon, MailIcon } from '~/components/ContactIcons';
import { RequestSent } from '~/features/consulting/RequestSent';
import { ConsultingForm } from '~/features/consulting/ConsultingForm';
import { CONTACT_FORM } from '~/features/consulting/consulting-forms';
import { consultingAction } from '~/features/consulting/consulting.server';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

export const meta = () => pageMeta('Contact', 'Scrie-ne pentru consultanță în finanțări, vânzarea sau cumpărarea unei afaceri și promovarea anunțurilor tale.');

/** The contact form becomes a consulting request (POST /api/consulting/contact). */
export function action(args: Route.ActionArgs) {
  return consultingAction(args, CONTACT_FORM);
}

export default function Contact({ actionData }: Route.ComponentProps) {
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
      <Section title="Scrie-ne un mesaj" muted id="formular">
        <div className="panel consulting-panel">
          {actionData?.ok ? (
            <RequestSent number={actionData.number} message={actionData.message} />
          ) : (
            <ConsultingForm spec={CONTACT_FORM} actionData={actionData} name="Formular de contact" />
          )}
        </div>
      </Section>
    </>
  );
}

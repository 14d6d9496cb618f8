import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta('Întrebări frecvente', 'Răspunsuri la cele mai frecvente întrebări despre anunțuri, cont, plăți și consultanța pentru finanțări RoAfaceri.');

const QUESTIONS = [
  {
    q: 'Cât costă publicarea unui anunț?',
    a: 'Publicarea standard este gratuită. Dacă vrei mai multă vizibilitate, poți alege un pachet de promovare din pagina Pachete de promovare.',
  },
  {
    q: 'De ce trebuie să am cont ca să public?',
    a: 'Contul ne ajută să verificăm anunțurile și să protejăm comunitatea de mesaje nedorite. Tot din cont îți gestionezi anunțurile și favoritele.',
  },
  {
    q: 'Pot promova servicii ca persoană fizică?',
    a: 'Nu. Serviciile pot fi promovate doar din conturi de persoană juridică. Completează în profil denumirea firmei și codul fiscal (CUI).',
  },
  {
    q: 'Cât durează verificarea unui anunț?',
    a: 'De regulă, anunțurile sunt verificate în cel mult o zi lucrătoare. Primești un email când anunțul este publicat.',
  },
  {
    q: 'Cum mă ajutați să obțin o finanțare?',
    a: 'Verificăm gratuit eligibilitatea, apoi consultanții noștri pregătesc proiectul, îl depun și te sprijină în implementare.',
  },
  {
    q: 'Cum îmi șterg contul?',
    a: 'Din Contul meu → Profil, secțiunea Ștergerea contului. Datele tale personale sunt șterse definitiv.',
  },
];

export default function Faq() {
  return (
    <>
      <PageHeader eyebrow="Ajutor" title="Întrebări frecvente" lead="Cele mai des întâlnite întrebări ale membrilor comunității, cu răspunsuri scurte și clare." />
      <Section>
        <div className="faq">
          {QUESTIONS.map((item) => (
            <details key={item.q} className="faq__item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
        <CtaRow actions={[{ label: 'Nu ai găsit răspunsul? Scrie-ne', to: paths.contact(), kind: 'primary' }]} />
      </Section>
    </>
  );
}

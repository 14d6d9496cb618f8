import type { ReactNode } from 'react';
import { PageHeader, Section } from '~/components/PageLayout';
import { COOKIE_CATEGORIES } from '~/features/cookies/cookie-catalog';
import { clearConsent } from '~/features/cookies/consent-write';
import { CookieTable } from '~/features/cookies/CookieTable';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { site } from '~/lib/site';

export const meta = () =>
  pageMeta('Termeni și condiții', 'Termenii și condițiile de utilizare RoAfaceri, politica de confidențialitate (GDPR) și politica de cookie-uri.');

/** The sections of the page, in order; `gdpr` and `cookies` are linked from the cookie dialog and the footer. */
const SECTIONS = [
  { id: 'utilizare', title: 'Utilizarea platformei' },
  { id: 'anunturi', title: 'Publicarea anunțurilor' },
  { id: 'plati', title: 'Promovare, plăți și facturare' },
  { id: 'raspundere', title: 'Răspunderea părților' },
  { id: 'gdpr', title: 'Protecția datelor (GDPR)' },
  { id: 'cookies', title: 'Politica de cookie-uri' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** A section of the page with its table-of-contents title and anchor. */
function TermsSection({ id, muted, children }: { id: SectionId; muted?: boolean; children: ReactNode }) {
  return (
    <Section id={id} title={SECTIONS.find((section) => section.id === id)!.title} muted={muted}>
      {children}
    </Section>
  );
}

export default function Terms() {
  const { cookieSecure, cookieDomain } = useRootData();
  return (
    <>
      <PageHeader
        title="Termeni și condiții"
        lead="Regulile de utilizare a platformei RoAfaceri, modul în care îți protejăm datele personale și cookie-urile pe care le folosim."
      />
      <nav className="container toc terms-toc" aria-label="Cuprins">
        <h2 className="terms-toc__title">Cuprins</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <TermsSection id="utilizare">
        <div className="prose">
          <p>
            RoAfaceri ({site.domain}) este o platformă pe care utilizatorii publică și consultă anunțuri despre afaceri de vânzare, active, finanțări, servicii,
            investitori și oportunități de parteneriat. Prin crearea unui cont accepți acești termeni.
          </p>
          <p>
            Ești responsabil pentru corectitudinea informațiilor publicate. Anunțurile sunt verificate înainte de publicare, iar cele înșelătoare, ilegale sau
            care încalcă drepturile altor persoane sunt respinse sau retrase.
          </p>
          <p>
            Pentru reclamații te poți adresa la {site.contactEmail} sau, ca și consumator, procedurilor de soluționare alternativă (SAL) și online (SOL) a
            litigiilor.
          </p>
        </div>
      </TermsSection>

      <TermsSection id="anunturi" muted>
        <div className="prose">
          <p>
            Orice cont confirmat poate publica afaceri de vânzare, active, oferte de investiții și profiluri de investitor. Serviciile pot fi promovate doar din
            conturi de persoană juridică, cu denumirea firmei și codul fiscal completate în profil.
          </p>
          <p>
            Fiecare anunț este verificat înainte de publicare. Un anunț aprobat rămâne public 90 de zile și poate fi reînnoit; modificările de conținut ale unui
            anunț publicat sunt verificate din nou înainte de a deveni vizibile.
          </p>
          <p>
            Nu sunt permise anunțurile înșelătoare, cele care oferă bunuri sau activități ilegale și cele care folosesc fără drept imagini sau texte ale altor
            persoane.
          </p>
        </div>
      </TermsSection>

      <TermsSection id="plati">
        <div className="prose">
          <p>
            Pachetele de promovare și rapoartele de evaluare se plătesc în euro, conform ofertei afișate în momentul comenzii, prin transfer bancar, pe baza
            proformei trimise pe email (numărul comenzii este referința plății), sau, când plata cu cardul este disponibilă, cu cardul, pe pagina securizată a
            procesatorului de plăți Stripe; datele cardului nu ajung la RoAfaceri. Factura se emite pe datele de facturare completate la comandă.
          </p>
          <p>
            Dacă o comandă plătită este anulată de echipa RoAfaceri, suma se returnează: plata cu cardul, pe același card; plata prin transfer, prin transfer
            bancar.
          </p>
          <p>Dacă un anunț pentru care ai plătit promovarea este respins la verificare, suma plătită îți este returnată integral.</p>
        </div>
      </TermsSection>

      <TermsSection id="raspundere" muted>
        <div className="prose">
          <p>
            RoAfaceri nu este parte în tranzacțiile dintre utilizatori și nu garantează rezultatul negocierilor dintre aceștia. Pentru serviciile de consultanță
            răspundem conform contractului semnat; consultanții noștri au asigurare de răspundere profesională.
          </p>
        </div>
      </TermsSection>

      <TermsSection id="gdpr">
        <div className="prose">
          <p>
            Prelucrăm datele tale personale (nume, email, telefon, date despre firmă) pentru a-ți administra contul, pentru a publica anunțurile tale și pentru
            a-ți oferi serviciile de consultanță cerute, conform Regulamentului (UE) 2016/679.
          </p>
          <p>
            Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Contul și datele personale pot fi șterse oricând din pagina
            de profil. Pentru orice solicitare scrie-ne la {site.contactEmail}.
          </p>
          <p>
            Pentru statisticile anunțurilor numărăm o singură dată pe zi vizitele fiecărui vizitator pe pagina unui anunț, fără cookie-uri: păstrăm doar o
            amprentă criptografică a zilei și a contului sau a adresei IP și a browserului, din care acestea nu pot fi aflate, ștearsă după două zile, iar
            proprietarul anunțului vede numai totalurile pe zi.
          </p>
          <p>Nu vindem datele tale. Le împărtășim doar cu furnizorii necesari funcționării platformei (găzduire, plăți, email).</p>
        </div>
      </TermsSection>

      <TermsSection id="cookies" muted>
        <div className="prose">
          <p>
            Cookie-urile necesare sunt folosite întotdeauna. Cookie-urile de statistică și de marketing sunt folosite numai cu acordul tău, pe care îl poți
            schimba oricând. Durata de viață a cookie-urilor este de șase luni, un an sau doi ani.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clearConsent({ secure: cookieSecure, domain: cookieDomain });
              window.location.reload();
            }}
          >
            Schimbă opțiunile privind cookie-urile
          </button>
        </div>
        {COOKIE_CATEGORIES.map((category) => (
          <div key={category.id} className="cookie-policy-group">
            <h3>
              {category.label} ({category.cookies.length})
            </h3>
            <p>{category.description}</p>
            <CookieTable category={category} />
          </div>
        ))}
      </TermsSection>
    </>
  );
}

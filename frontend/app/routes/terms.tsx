import { PageHeader, Section } from '~/components/PageLayout';
import { COOKIE_CATEGORIES } from '~/features/cookies/cookie-catalog';
import { clearConsent } from '~/features/cookies/consent';
import { CookieTable } from '~/features/cookies/CookieTable';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { site } from '~/lib/site';

export const meta = () =>
  pageMeta('Termeni și condiții', 'Termenii și condițiile de utilizare RoAfaceri, politica de confidențialitate (GDPR) și politica de cookie-uri.');

export default function Terms() {
  const { cookieSecure, cookieDomain } = useRootData();
  return (
    <>
      <PageHeader
        title="Termeni și condiții"
        lead="Regulile de utilizare a platformei RoAfaceri, modul în care îți protejăm datele personale și cookie-urile pe care le folosim."
      />
      <nav className="container toc" aria-label="Cuprins">
        <ul>
          <li>
            <a href="#utilizare">Utilizarea platformei</a>
          </li>
          <li>
            <a href="#gdpr">Protecția datelor (GDPR)</a>
          </li>
          <li>
            <a href="#cookies">Politica de cookie-uri</a>
          </li>
        </ul>
      </nav>

      <Section title="Utilizarea platformei" id="utilizare">
        <div className="prose">
          <p>
            RoAfaceri ({site.domain}) este o platformă pe care utilizatorii publică și consultă anunțuri despre afaceri de
            vânzare, active, finanțări, servicii, investitori și oportunități de parteneriat. Prin crearea unui cont accepți
            acești termeni.
          </p>
          <p>
            Ești responsabil pentru corectitudinea informațiilor publicate. Anunțurile sunt verificate înainte de publicare,
            iar cele înșelătoare, ilegale sau care încalcă drepturile altor persoane sunt respinse sau retrase.
          </p>
          <p>
            Serviciile pot fi promovate doar din conturi de persoană juridică. Pachetele de promovare plătite se facturează în
            euro, conform ofertei afișate în momentul comenzii.
          </p>
          <p>
            Pentru reclamații te poți adresa la {site.contactEmail} sau, ca și consumator, procedurilor de soluționare
            alternativă (SAL) și online (SOL) a litigiilor.
          </p>
        </div>
      </Section>

      <Section title="Protecția datelor (GDPR)" id="gdpr" muted>
        <div className="prose">
          <p>
            Prelucrăm datele tale personale (nume, email, telefon, date despre firmă) pentru a-ți administra contul, pentru a
            publica anunțurile tale și pentru a-ți oferi serviciile de consultanță cerute, conform Regulamentului (UE)
            2016/679.
          </p>
          <p>
            Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Contul și datele personale
            pot fi șterse oricând din pagina de profil. Pentru orice solicitare scrie-ne la {site.contactEmail}.
          </p>
          <p>Nu vindem datele tale. Le împărtășim doar cu furnizorii necesari funcționării platformei (găzduire, plăți, email).</p>
        </div>
      </Section>

      <Section title="Politica de cookie-uri" id="cookies">
        <div className="prose">
          <p>
            Cookie-urile necesare sunt folosite întotdeauna. Cookie-urile de statistică și de marketing sunt folosite numai cu
            acordul tău, pe care îl poți schimba oricând. Durata de viață a cookie-urilor este de șase luni, un an sau doi ani.
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
      </Section>
    </>
  );
}

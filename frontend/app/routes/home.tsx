import { Form, Link } from 'react-router';
import { BuildingIcon, BriefcaseIcon, ChartIcon, CoinsIcon, GrantIcon, HandshakeIcon, NewsIcon, SearchIcon, ShieldIcon } from '~/components/Icons';
import { CardGrid, type CardItem } from '~/components/PageLayout';
import { useShell } from '~/components/shell/shell-context';
import { NewsletterForm } from '~/features/newsletter/NewsletterForm';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { site } from '~/lib/site';
import { MarketingClaims } from '~/components/MarketingClaims';

export const meta = () =>
  pageMeta(
    'Afaceri de vânzare, investitori și finanțări nerambursabile',
    'Cumpără sau vinde o afacere, găsește investitori și parteneri, promovează servicii și obține finanțări nerambursabile cu consultanții RoAfaceri.',
  );

const FAMILIES: CardItem[] = [
  {
    title: 'Afaceri de vânzare',
    text: 'Companii funcționale, francize și active de business, verificate înainte de publicare.',
    to: paths.businessesForSale(),
    linkLabel: 'Vezi afacerile',
    icon: <BuildingIcon size={28} />,
  },
  {
    title: 'Finanțări nerambursabile',
    text: 'Apeluri deschise din fonduri europene, PNRR și programe guvernamentale, pe regiuni.',
    to: paths.funds(),
    linkLabel: 'Vezi finanțările',
    icon: <GrantIcon size={28} />,
  },
  {
    title: 'Vreau să investesc',
    text: 'Investitori activi și domeniile care îi interesează, de la agricultură la tech.',
    to: paths.investors(),
    linkLabel: 'Vezi investitorii',
    icon: <CoinsIcon size={28} />,
  },
  {
    title: 'Caut partener',
    text: 'Proiecte care caută asociați, capital sau know-how pentru a crește.',
    to: paths.partnerSearch(),
    linkLabel: 'Vezi proiectele',
    icon: <HandshakeIcon size={28} />,
  },
  {
    title: 'Servicii pentru afaceri',
    text: 'Contabilitate, juridic, IT, marketing și alte servicii oferite de firme din comunitate.',
    to: paths.services(),
    linkLabel: 'Vezi serviciile',
    icon: <BriefcaseIcon size={28} />,
  },
  {
    title: 'Noutăți',
    text: 'Știri despre finanțări, tranzacții și legislație, explicate pe înțelesul antreprenorilor.',
    to: paths.news(),
    linkLabel: 'Citește noutățile',
    icon: <NewsIcon size={28} />,
  },
];

const CONSULTING: CardItem[] = [
  {
    title: 'Verifică eligibilitatea',
    text: 'Răspunzi la câteva întrebări și afli pentru ce programe de finanțare se califică firma ta.',
    to: paths.eligibilityCheck(),
    linkLabel: 'Începe verificarea',
    icon: <ShieldIcon size={26} />,
  },
  {
    title: 'Calculează punctajul',
    text: 'Estimează punctajul proiectului de digitalizare înainte de a depune cererea.',
    to: paths.scoreCalculator(),
    linkLabel: 'Calculează',
    icon: <ChartIcon size={26} />,
  },
  {
    title: 'Evaluare afaceri',
    text: 'Raport de evaluare realizat de specialiști, util la vânzare, atragerea de investitori sau credit.',
    to: paths.valuation(),
    linkLabel: 'Cere o evaluare',
    icon: <CoinsIcon size={26} />,
  },
];

export default function Home() {
  const { user } = useRootData();
  const shell = useShell();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">Marketplace și consultanță pentru antreprenori</p>
          <h1 className="hero__title">Cumpără, vinde și finanțează afaceri în România</h1>
          <p className="hero__lead">
            Afaceri de vânzare, investitori, parteneri și finanțări nerambursabile, într-un singur loc, alături de o comunitate
            de peste {site.communityMembers} de antreprenori.
          </p>
          <Form method="get" action={paths.businessesForSale()} className="search-box" role="search">
            <label htmlFor="home-search" className="visually-hidden">
              Caută afaceri de vânzare
            </label>
            <SearchIcon size={20} />
            <input id="home-search" name="q" type="search" placeholder="Ex.: cafenea Cluj, firmă de transport, pensiune" autoComplete="off" />
            <button type="submit" className="button button--accent">
              Caută
            </button>
          </Form>
          <div className="hero__actions">
            <button
              type="button"
              className="button button--ghost-light"
              onClick={() => (user ? shell.openAddListing() : shell.openLogin())}
            >
              Publică un anunț
            </button>
            <Link to={paths.eligibilityCheck()} className="link link--light">
              Verifică eligibilitatea pentru finanțare →
            </Link>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section__title">Ce găsești pe RoAfaceri</h2>
          <CardGrid items={FAMILIES} />
        </div>
      </section>

      <section className="section section--muted">
        <div className="container">
          <MarketingClaims />
        </div>
      </section>

      <section className="section">
        <div className="container split">
          <div>
            <p className="eyebrow">Consultanță pentru finanțare</p>
            <h2 className="section__title">Obține finanțare cu ajutorul consultanților noștri</h2>
            <p>
              Consultanții RoAfaceri sunt seniori, au asigurare de răspundere profesională și te însoțesc de la verificarea
              eligibilității până la implementarea proiectului. Începe cu instrumentele gratuite de mai jos.
            </p>
            <div className="cta-row">
              <Link to={paths.contact()} className="button button--primary">
                Programează o discuție
              </Link>
              <Link to={paths.team()} className="button button--ghost">
                Cunoaște echipa
              </Link>
            </div>
          </div>
          <CardGrid items={CONSULTING} columns={3} />
        </div>
      </section>

      <section className="section section--brand">
        <div className="container newsletter-band">
          <div>
            <h2 className="section__title">Oportunități noi, în fiecare lună</h2>
            <p>Abonează-te la newsletter și primești afacerile nou listate și apelurile de finanțare deschise.</p>
          </div>
          <NewsletterForm source="home" tone="dark" />
        </div>
      </section>
    </>
  );
}

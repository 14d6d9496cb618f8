import { Form, Link } from 'react-router';
import type { Route } from './+types/home';
import { FAMILIES, familyListPath, type FamilyKey } from '~/features/listings/families';
import { toCard } from '~/features/listings/ListingCard';
import { listingApi, type AnyListing } from '~/features/listings/listing-api';
import { ListingSection } from '~/features/listings/ListingSection';
import { FundCallSections } from '~/features/listings/FundCallSections';
import { createApiClient } from '~/lib/api-client';
import { ShieldIcon } from '~/components/ContactIcons';
import { BuildingIcon, BriefcaseIcon, ChartIcon, CoinsIcon, FactoryIcon, GrantIcon, HandshakeIcon, NewsIcon, SearchIcon } from '~/components/TopicIcons';
import { CardGrid, type CardItem } from '~/components/PageLayout';
import { useShell } from '~/components/shell/shell-context';
import { NewsletterForm } from '~/features/newsletter/NewsletterForm';
import { unsubscribeNotice } from '~/features/newsletter/unsubscribe-notice';
import { FormMessage } from '~/components/Field';
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

const FAMILY_CARDS: CardItem[] = [
  {
    title: 'Afaceri de vânzare',
    text: 'Companii funcționale, francize și active de business, verificate înainte de publicare.',
    to: paths.businessesForSale(),
    linkLabel: 'Vezi afacerile',
    icon: <BuildingIcon size={28} />,
  },
  {
    title: 'Active de vânzare',
    text: 'Utilaje și vehicule, imobile, spații comerciale, terenuri și linii de producție vândute de firme.',
    to: paths.assets(),
    linkLabel: 'Vezi activele',
    icon: <FactoryIcon size={28} />,
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

/** A success story as `GET /api/masterdata/successStories` serves it. */
interface SuccessStory {
  name: string;
  company?: string;
  city?: string;
  quote: string;
  rating?: number;
}

/** Families with a row of cards on the home page: promoted listings first, then the newest. */
const HOME_ROWS: { key: FamilyKey; title: string; eyebrow: string; more: string }[] = [
  { key: 'company', title: 'Afaceri de vânzare recomandate', eyebrow: 'Promovate și cele mai noi', more: 'Toate afacerile' },
  { key: 'investment', title: 'Proiecte care caută parteneri', eyebrow: 'Caut partener', more: 'Toate proiectele' },
  { key: 'investor', title: 'Investitori activi', eyebrow: 'Vreau să investesc', more: 'Toți investitorii' },
  { key: 'service', title: 'Servicii pentru afaceri', eyebrow: 'Servicii B2B', more: 'Toate serviciile' },
];

/** Cards per row: the spec's default list page size. */
const HOME_ROW_SIZE = 4;

export async function loader(args: Route.LoaderArgs) {
  const client = createApiClient(args);
  const docsOf = (result: { ok: boolean; data?: { docs: AnyListing[] } }) => (result.ok && result.data ? result.data.docs.map(toCard) : []);
  // One failing section must not take the home page down: each falls back to nothing.
  const [rows, funds, announcedFunds, news, stories] = await Promise.all([
    Promise.all(HOME_ROWS.map((row) => listingApi(client, FAMILIES[row.key]).list({ pageSize: HOME_ROW_SIZE }).then(docsOf))),
    // „Apeluri de finanțare deschise” lists open calls only (the API leaves out those past their
    // deadline); announced calls get their own section, never a card under „deschise”.
    listingApi(client, FAMILIES.fund).listNew({ pageSize: HOME_ROW_SIZE, callStatus: 'open' }).then(docsOf),
    listingApi(client, FAMILIES.fund).listNew({ pageSize: HOME_ROW_SIZE, callStatus: 'upcoming' }).then(docsOf),
    listingApi(client, FAMILIES.news).list({ pageSize: HOME_ROW_SIZE }).then(docsOf),
    client.call<SuccessStory[]>('/api/masterdata/successStories').then((result) => (result.ok && Array.isArray(result.data) ? result.data.slice(0, 3) : [])),
  ]);
  const notice = unsubscribeNotice(new URL(args.request.url).searchParams);
  return { rows: HOME_ROWS.map((row, index) => ({ ...row, docs: rows[index] })), funds, announcedFunds, news, stories, notice };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows, funds, announcedFunds, news, stories, notice } = loaderData;
  const { user } = useRootData();
  const shell = useShell();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          {notice ? (
            <div className="hero__notice" data-testid="unsubscribe-notice">
              <FormMessage kind={notice.kind}>{notice.message}</FormMessage>
            </div>
          ) : null}
          <p className="eyebrow eyebrow--light">Marketplace și consultanță pentru antreprenori</p>
          <h1 className="hero__title">Cumpără, vinde și finanțează afaceri în România</h1>
          <p className="hero__lead">
            Afaceri de vânzare, investitori, parteneri și finanțări nerambursabile, într-un singur loc, alături de o comunitate de peste {site.communityMembers}{' '}
            de antreprenori.
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
            <button type="button" className="button button--ghost-light" onClick={() => (user ? shell.openAddListing() : shell.openLogin())}>
              Publică un anunț
            </button>
            <Link to={paths.eligibilityCheck()} className="link link--light">
              Verifică eligibilitatea pentru finanțare →
            </Link>
          </div>
        </div>
      </section>

      <section className="section home-families">
        <div className="container">
          <h2 className="section__title">Ce găsești pe RoAfaceri</h2>
          {/* Seven families: four a row on wide screens (4 + 3) rather than three (3 + 3 + 1). */}
          <CardGrid items={FAMILY_CARDS} columns={4} />
        </div>
      </section>

      {rows.slice(0, 1).map((row) => (
        <ListingSection
          key={row.key}
          title={row.title}
          eyebrow={row.eyebrow}
          listings={row.docs}
          moreLabel={row.more}
          moreTo={familyListPath(FAMILIES[row.key])}
          muted
          testId={`home-${row.key}`}
        />
      ))}

      <FundCallSections open={funds} announced={announcedFunds} />

      <section className="section section--muted home-claims">
        <div className="container">
          <MarketingClaims />
        </div>
      </section>

      {rows.slice(1).map((row, index) => (
        <ListingSection
          key={row.key}
          title={row.title}
          eyebrow={row.eyebrow}
          listings={row.docs}
          moreLabel={row.more}
          moreTo={familyListPath(FAMILIES[row.key])}
          muted={index % 2 === 1}
          testId={`home-${row.key}`}
        />
      ))}

      <section className="section home-consulting">
        <div className="container split">
          <div>
            <p className="eyebrow">Consultanță pentru finanțare</p>
            <h2 className="section__title">Obține finanțare cu ajutorul consultanților noștri</h2>
            <p>
              Consultanții RoAfaceri sunt seniori, au asigurare de răspundere profesională și te însoțesc de la verificarea eligibilității până la implementarea
              proiectului. Începe cu instrumentele gratuite de mai jos.
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

      {stories.length ? (
        <section className="section section--muted home-stories" aria-labelledby="stories-title">
          <div className="container">
            <p className="eyebrow">Povești de succes</p>
            <h2 className="section__title" id="stories-title">
              Ce spun antreprenorii cu care am lucrat
            </h2>
            <ul className="stories">
              {stories.map((story) => (
                <li key={story.name + story.quote.slice(0, 20)} className="story">
                  <p className="story__rating" aria-label={`${story.rating ?? 5} stele din 5`}>
                    {'★'.repeat(Math.max(1, Math.min(5, story.rating ?? 5)))}
                  </p>
                  <blockquote className="story__quote">„{story.quote}”</blockquote>
                  <p className="story__author">
                    <strong>{story.name}</strong>
                    {story.company || story.city ? <span>{[story.company, story.city].filter(Boolean).join(', ')}</span> : null}
                  </p>
                </li>
              ))}
            </ul>
            <div className="cta-row">
              <Link to={`${paths.team()}#recenzii`} className="button button--ghost">
                Toate recenziile și formularul de recenzie
              </Link>
            </div>
          </div>
        </section>
      ) : null}

      <ListingSection
        title="Noutăți pentru antreprenori"
        eyebrow="Noutăți"
        listings={news}
        moreLabel="Toate noutățile"
        moreTo={paths.news()}
        testId="home-news"
      />

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

import { CardGrid, CheckList, CtaRow, PageHeader, Section, Steps } from '~/components/PageLayout';
import { HeartIcon, PhoneIcon } from '~/components/Icons';
import { SearchIcon } from '~/components/TopicIcons';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const meta = () =>
  pageMeta(
    'Aplicația mobilă RoAfaceri',
    'Descarcă aplicația RoAfaceri pentru Android și iOS: afaceri de vânzare, investitori și finanțări, cu notificări în timp real.',
  );

/** The two stores, as text badges (no store artwork is loaded from outside the site). */
const STORES = [
  { id: 'google-play', prefix: 'Descarcă din', name: 'Google Play', href: 'https://play.google.com/store/search?q=roafaceri&c=apps' },
  { id: 'app-store', prefix: 'Descarcă din', name: 'App Store', href: 'https://apps.apple.com/ro/search?term=roafaceri' },
] as const;

export default function MobileApp() {
  return (
    <>
      <PageHeader
        eyebrow="Android și iOS"
        title="Aplicația mobilă RoAfaceri"
        lead="Toate oportunitățile RoAfaceri în telefonul tău: cauți afaceri, salvezi favorite, răspunzi rapid la mesaje și primești notificări când apare ceva potrivit pentru tine."
      >
        <ul className="store-links">
          {STORES.map((store) => (
            <li key={store.id}>
              <a className="store-badge" href={store.href} target="_blank" rel="noopener noreferrer" data-store={store.id}>
                <PhoneIcon size={22} />
                <span>
                  <span className="store-badge__prefix">{store.prefix}</span> <span className="store-badge__name">{store.name}</span>
                  <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>
      <Section title="Ce poți face din aplicație">
        <CardGrid
          items={[
            {
              title: 'Cauți oriunde',
              text: 'Afaceri de vânzare, active, finanțări și investitori, cu aceleași filtre ca pe site.',
              icon: <SearchIcon size={26} />,
            },
            { title: 'Salvezi favorite', text: 'Anunțurile salvate pe telefon apar și în contul de pe site, și invers.', icon: <HeartIcon size={26} /> },
            {
              title: 'Afli primul',
              text: 'Notificări imediate pentru anunțurile noi din domeniile și județele care te interesează.',
              icon: <PhoneIcon size={26} />,
            },
          ]}
        />
      </Section>
      <Section title="Cum începi" muted>
        <Steps
          items={[
            { title: 'Instalează aplicația', text: 'Caută „RoAfaceri” în Google Play sau în App Store; aplicația este gratuită.' },
            { title: 'Intră în cont', text: 'Folosești același email și aceeași parolă ca pe site, fără o nouă înregistrare.' },
            { title: 'Alege notificările', text: 'Bifezi domeniile care te interesează și primești doar anunțurile potrivite.' },
          ]}
        />
      </Section>
      <Section title="Bine de știut">
        <CheckList
          items={[
            'favoritele și anunțurile tale sunt sincronizate cu site-ul;',
            'poți opri oricând notificările din setările telefonului;',
            'publicarea anunțurilor și plata pachetelor se fac la fel ca pe site.',
          ]}
        />
        <CtaRow
          actions={[
            { label: 'Creează un cont', to: paths.register(), kind: 'primary' },
            { label: 'Întrebări frecvente', to: paths.faq(), kind: 'ghost' },
          ]}
        />
      </Section>
    </>
  );
}

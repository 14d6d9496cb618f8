import { CheckList, PageHeader, Section } from '~/components/PageLayout';
import { PhoneIcon } from '~/components/Icons';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta('Aplicația mobilă RoAfaceri', 'Descarcă aplicația RoAfaceri pentru Android și iOS: afaceri de vânzare, investitori și finanțări, cu notificări în timp real.');

export default function MobileApp() {
  return (
    <>
      <PageHeader
        eyebrow="Android și iOS"
        title="Aplicația mobilă RoAfaceri"
        lead="Toate oportunitățile RoAfaceri în telefonul tău: cauți afaceri, salvezi favorite, răspunzi rapid la mesaje și primești notificări când apare ceva potrivit pentru tine."
      >
        <div className="store-links">
          <a className="button button--accent" href="https://play.google.com/store/search?q=roafaceri&c=apps" target="_blank" rel="noopener noreferrer">
            <PhoneIcon size={18} /> Descarcă din Google Play
          </a>
          <a className="button button--ghost" href="https://apps.apple.com/ro/search?term=roafaceri" target="_blank" rel="noopener noreferrer">
            <PhoneIcon size={18} /> Descarcă din App Store
          </a>
        </div>
      </PageHeader>
      <Section title="De ce să folosești aplicația">
        <CheckList
          items={[
            'notificări imediate pentru anunțurile noi din domeniile tale;',
            'favoritele și anunțurile tale, sincronizate cu site-ul;',
            'același cont ca pe site, fără o nouă înregistrare.',
          ]}
        />
      </Section>
    </>
  );
}

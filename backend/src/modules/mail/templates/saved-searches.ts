import { countLabel } from '../../../contracts/format.js';
import type { MailCard, MailContent } from './layout.js';

/** One search's part of an alert or digest: its name, its new listings and its one-click pause link. */
export interface SavedSearchMailGroup {
  name: string;
  pauseUrl: string;
  cards: MailCard[];
  /** Listings matched besides the cards shown. */
  more: number;
}

/** „2 anunțuri noi”, „20 de anunțuri noi” (the one-listing texts say „un anunț nou” in words). */
const newListings = (count: number) => countLabel(count, 'anunț nou', 'anunțuri noi');
const moreText = (more: number) => (more === 1 ? 'Încă un anunț nou' : `Încă ${newListings(more)}`);

/**
 * Saved-search alerts. The data of a mail job is text, so the groups travel as JSON (`groups`),
 * written by SavedSearchInstantAlerts and SavedSearchDigests and read back here.
 */
export const savedSearchTemplates = {
  'saved-search-alert': (data: {
    fullName: string;
    searchName: string;
    count: string;
    groups: string;
    url: string;
    pauseUrl: string;
    manageUrl: string;
  }): MailContent => {
    const groups = JSON.parse(data.groups) as SavedSearchMailGroup[];
    const count = Number(data.count);
    return {
      subject: count === 1 ? `Un anunț nou pentru căutarea „${data.searchName}”` : `${newListings(count)} pentru căutarea „${data.searchName}”`,
      greeting: `Bună ziua, ${data.fullName},`,
      paragraphs: [
        count === 1
          ? `A apărut un anunț nou care se potrivește căutării tale salvate „${data.searchName}”:`
          : `Au apărut ${newListings(count)} care se potrivesc căutării tale salvate „${data.searchName}”:`,
      ],
      cards: groups.map((group) => ({ items: group.cards, ...(group.more > 0 ? { after: { label: moreText(group.more), url: data.url } } : {}) })),
      action: { label: 'Vezi toate rezultatele', url: data.url },
      footnote: 'Primești acest email pentru că ai salvat această căutare pe RoAfaceri cu alerte imediate (cel mult un email pe oră pentru fiecare căutare).',
      links: [
        { label: 'Oprește alertele acestei căutări', url: data.pauseUrl },
        { label: 'Căutările mele salvate', url: data.manageUrl },
      ],
    };
  },
  'saved-search-digest': (data: { fullName: string; period: 'daily' | 'weekly'; count: string; groups: string; manageUrl: string }): MailContent => {
    const groups = JSON.parse(data.groups) as (SavedSearchMailGroup & { url: string })[];
    const count = Number(data.count);
    const when = data.period === 'daily' ? 'de ieri' : 'din ultima săptămână';
    return {
      subject: count === 1 ? `Un anunț nou pentru căutările tale ${when}` : `${newListings(count)} pentru căutările tale ${when}`,
      greeting: `Bună ziua, ${data.fullName},`,
      paragraphs: [`Iată anunțurile noi ${when} care se potrivesc căutărilor tale salvate.`],
      cards: groups.map((group) => ({
        heading: group.name,
        items: group.cards,
        after: { label: group.more > 0 ? `${moreText(group.more)} · Vezi toate rezultatele` : 'Vezi toate rezultatele', url: group.url },
      })),
      footnote: `Primești acest rezumat ${data.period === 'daily' ? 'zilnic' : 'săptămânal'} pentru căutările salvate pe RoAfaceri. Poți opri alertele oricărei căutări cu un clic:`,
      links: [...groups.map((group) => ({ label: `Oprește „${group.name}”`, url: group.pauseUrl })), { label: 'Căutările mele salvate', url: data.manageUrl }],
    };
  },
};

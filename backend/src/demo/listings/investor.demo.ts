import { INVESTOR_INTERESTS, ListingType } from '../../contracts/lists.js';
import type { InvestorKind } from '../../contracts/listings.js';
import { type DemoRandom, eur } from './demo-random.js';
import { html, type DemoListing } from './demo-listing.js';
import { CITIES, placeAt } from './demo-places.js';

/** How each kind of investor introduces itself; ticket sizes in EUR. */
const PROFILES: Record<InvestorKind, { title: string; ticket: readonly [number, number]; portfolio: readonly [number, number]; text: string; label: string }> =
  {
    angel: {
      title: 'Business angel din {city} interesat de {interests}',
      ticket: [10_000, 150_000],
      portfolio: [2, 12],
      label: 'Business angel',
      text: 'Sunt antreprenor și am vândut în urmă cu câțiva ani firma pe care am fondat-o. Investesc bani proprii și timp în echipe aflate la început de drum.',
    },
    fund: {
      title: 'Fond de investiții pentru companii din {interests}, {city}',
      ticket: [500_000, 5_000_000],
      portfolio: [8, 40],
      label: 'Fond de investiții',
      text: 'Fondul investește în companii românești profitabile sau aproape de profitabilitate, cu planuri clare de creștere și echipe de management solide.',
    },
    company: {
      title: 'Grup de firme din {city} caută achiziții în {interests}',
      ticket: [200_000, 3_000_000],
      portfolio: [3, 15],
      label: 'Investitor strategic',
      text: 'Suntem un grup de firme cu activitate regională și căutăm afaceri complementare pe care să le preluăm integral sau parțial, păstrând echipa existentă.',
    },
    private: {
      title: 'Investitor privat din {city}, deschis la proiecte în {interests}',
      ticket: [20_000, 300_000],
      portfolio: [1, 6],
      label: 'Investitor privat',
      text: 'Caut proiecte concrete, cu venituri dovedite, în care să investesc pe termen mediu. Prefer afacerile în care pot ajuta și cu experiența mea în vânzări.',
    },
  };

const KINDS: readonly InvestorKind[] = ['angel', 'fund', 'company', 'private'];

/** Natural-language list: "Tech", "Tech și Fintech", "Tech, Fintech și Medical". */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} și ${names[names.length - 1]}`;
}

/**
 * Where a demo investor invests: every third one all of Romania (none named), the others their own
 * county, some with București (41) and Cluj (16) too. Not drawn at random, so the other demo values stay as they were.
 */
function targetCountiesOf(index: number, home: number): number[] {
  if (index % 3 === 0) return [];
  const counties = index % 3 === 1 ? [home] : [home, 41, 16];
  return [...new Set(counties)].sort((a, b) => a - b);
}

/** Investor profiles with their interests (INVESTOR_INTERESTS ids as `domain`). */
export function investorDemoListings(random: DemoRandom, count: number): DemoListing[] {
  const listings: DemoListing[] = [];
  for (let index = 0; index < count; index++) {
    const kind = KINDS[index % KINDS.length];
    const profile = PROFILES[kind];
    const place = placeAt(CITIES, index * 5 + 3);
    const interests = random.sample(INVESTOR_INTERESTS, random.int(1, 3)).sort((a, b) => a.id - b.id);
    const names = interests.map((item) => item.name);
    const ticketMin = random.amount(profile.ticket[0], profile.ticket[1] / 4, 5_000);
    const ticketMax = Math.max(ticketMin * 2, random.amount(profile.ticket[1] / 3, profile.ticket[1], 10_000));
    const portfolio = random.int(profile.portfolio[0], profile.portfolio[1]);
    listings.push({
      family: ListingType.Investor,
      owner: index % 2 === 0 ? 'person' : 'company',
      imageLabel: profile.label,
      input: {
        title: profile.title.replace('{city}', place.city).replace('{interests}', listOf(names)),
        description: html(profile.text, `Domenii de interes: ${listOf(names)}. Investesc între ${eur(ticketMin)} și ${eur(ticketMax)} pe proiect.`, [
          'Prefer companii cu venituri recurente',
          'Pot sprijini cu contacte și experiență în management',
          'Răspund la toate mesajele care includ o prezentare a proiectului',
        ]),
        county: place.county,
        city: place.city,
        domain: interests.map((item) => item.id),
        investorKind: kind,
        ticketMin,
        ticketMax,
        portfolioSize: portfolio,
        targetCounties: targetCountiesOf(index, place.county),
        contactName: index % 2 === 0 ? 'Ion Popescu' : 'Radu Marinescu',
      },
    });
  }
  return listings;
}

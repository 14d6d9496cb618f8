import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One text of an entry: where it is, what the first version said and what it says now. */
interface Rewrite {
  kind: 'special_post' | 'faq_entry';
  /** The entry: its slug (special posts) or its question (FAQ). */
  entry: string;
  was: string;
  now: string;
}

/**
 * The first version of the editorial content (EditorialContent1764200000000) copied prices and
 * durations into its texts, and they disagreed with what checkout sells: „de la 690 € + TVA” for the
 * valuation report sold at 290 € + TVA, „30 de zile pentru fiecare pachet” while Premium lasts 60,
 * promotion days counted from the approval instead of the payment, card payment promised when the site
 * may not offer it. The texts now name prices and durations by placeholders the content API fills
 * from the price list (contracts/price-list.ts), so they cannot disagree again. Only a text still
 * as first written is changed: one staff edited stays theirs.
 */
const REWRITES: readonly Rewrite[] = [
  ...(
    [
      ['consultanta-finantari-nerambursabile', 'de la 490 € + TVA', '4–8 săptămâni până la depunere'],
      ['evaluarea-afacerilor', 'de la 690 € + TVA', '2–3 săptămâni'],
      ['intermediere-vanzare-cumparare', 'de la 990 € + TVA, plus comision la succes', '3–9 luni'],
      ['promovarea-anunturilor', 'de la 49 € + TVA', '30 de zile pentru fiecare pachet'],
      ['due-diligence', 'de la 1.490 € + TVA', '2–4 săptămâni'],
      ['planuri-de-afaceri', 'de la 590 € + TVA', '1–3 săptămâni'],
    ] as const
  ).flatMap(([slug, price, duration]): Rewrite[] => [
    { kind: 'special_post', entry: slug, was: `"priceHint": "${price}"`, now: `"priceHint": "de la {{pret:${slug}}}"` },
    { kind: 'special_post', entry: slug, was: `"duration": "${duration}"`, now: `"duration": "{{durata:${slug}}}"` },
  ]),
  {
    kind: 'special_post',
    entry: 'promovarea-anunturilor',
    was: '"Promovat: poziție evidențiată în listă și pe prima pagină;", "Premium: în plus, campanie pe rețelele sociale și includere în newsletter;", "Prelungire: păstrezi promovarea încă 30 de zile, la același preț."',
    now: '"Promovat, {{pret:promotion-30}}: {{zile:promotion-30}} de zile de poziție evidențiată în listă, pe prima pagină și în newsletter;", "Premium, {{pret:premium-60}}: tot ce include Promovat, pentru {{zile:premium-60}} de zile, plus campanie pe rețelele sociale și consultanță la negociere."',
  },
  {
    kind: 'special_post',
    entry: 'promovarea-anunturilor',
    was: 'Plata se face online cu cardul sau prin transfer bancar, iar factura se emite automat pe datele firmei tale.',
    now: 'Plata se face prin transfer bancar, pe baza proformei primite pe email, sau cu cardul când site-ul oferă plata cu cardul; factura se emite automat după confirmarea plății.',
  },
  {
    kind: 'faq_entry',
    entry: 'Cât durează promovarea?',
    was: 'Fiecare pachet durează 30 de zile. Îl poți prelungi înainte de final, la același preț.',
    now: 'Pachetul Promovat durează {{zile:promotion-30}} de zile, iar pachetul Premium {{zile:premium-60}} de zile, din ziua în care plata este confirmată.',
  },
  {
    kind: 'faq_entry',
    entry: 'Pot promova un anunț care așteaptă verificarea?',
    was: 'Promovarea se aplică doar anunțurilor aprobate, iar cele 30 de zile se numără din ziua aprobării, ca să nu pierzi nicio zi.',
    now: 'Nu. Promovarea se cumpără doar pentru anunțurile aprobate și publicate, iar zilele pachetului se numără din ziua în care plata este confirmată.',
  },
  {
    kind: 'faq_entry',
    entry: 'Cât costă consultanța?',
    was: 'Onorariul are o parte fixă, de la 490 € + TVA, plătită la depunere,',
    now: 'Onorariul are o parte fixă, de la {{pret:consultanta-finantari-nerambursabile}}, plătită la depunere,',
  },
  {
    kind: 'faq_entry',
    entry: 'Cum pot plăti?',
    was: 'Online cu cardul sau prin transfer bancar. Prețurile sunt afișate în euro, cu TVA adăugat la plată.',
    now: 'Prin transfer bancar, pe baza proformei primite pe email, sau cu cardul când site-ul oferă plata cu cardul. Prețurile sunt afișate în euro, cu TVA adăugat la plată.',
  },
];

/** The row of a rewrite: a special post by slug, a FAQ entry by its question. */
const WHERE = `kind = $1 AND (CASE WHEN kind = 'faq_entry' THEN data->>'question' ELSE slug END) = $2`;

export class PriceListInContent1765800000000 implements MigrationInterface {
  name = 'PriceListInContent1765800000000';

  async up(db: QueryRunner): Promise<void> {
    for (const { kind, entry, was, now } of REWRITES) {
      // jsonb's text form writes `"key": "value"` and list items separated by `, `; characters stay unescaped.
      await db.query(`UPDATE content_entries SET data = replace(data::text, $3, $4)::jsonb, updated_at = now() WHERE ${WHERE} AND strpos(data::text, $3) > 0`, [
        kind,
        entry,
        was,
        now,
      ]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { kind, entry, was, now } of [...REWRITES].reverse()) {
      await db.query(`UPDATE content_entries SET data = replace(data::text, $3, $4)::jsonb, updated_at = now() WHERE ${WHERE} AND strpos(data::text, $3) > 0`, [
        kind,
        entry,
        now,
        was,
      ]);
    }
  }
}

/** A county id (contracts/counties.ts) and one of its localities, spelled as in the localities data. */
export interface DemoPlace {
  county: number;
  city: string;
}

const place = (county: number, city: string): DemoPlace => ({ county, city });

/**
 * Real localities of their counties (checked against the masterdata at seed time and by the demo
 * test): the county seats first, then towns known for tourism, industry or services.
 */
export const CITIES: readonly DemoPlace[] = [
  place(41, 'București'),
  place(16, 'Cluj-Napoca'),
  place(36, 'Timișoara'),
  place(24, 'Iași'),
  place(6, 'Brașov'),
  place(11, 'Constanța'),
  place(33, 'Sibiu'),
  place(3, 'Oradea'),
  place(15, 'Craiova'),
  place(1, 'Pitești'),
  place(30, 'Ploiești'),
  place(13, 'Arad'),
  place(2, 'Bacău'),
  place(34, 'Suceava'),
  place(27, 'Târgu Mureș'),
  place(25, 'Baia Mare'),
  place(23, 'Alba Iulia'),
  place(17, 'Galați'),
  place(7, 'Brăila'),
  place(8, 'Buzău'),
  place(28, 'Piatra Neamț'),
  place(39, 'Râmnicu Vâlcea'),
  place(21, 'Deva'),
  place(4, 'Bistrița'),
  place(31, 'Satu Mare'),
  place(32, 'Zalău'),
  place(40, 'Focșani'),
  place(37, 'Tulcea'),
  place(22, 'Slobozia'),
  place(10, 'Călărași'),
  place(18, 'Giurgiu'),
  place(35, 'Alexandria'),
  place(26, 'Drobeta-Turnu Severin'),
  place(19, 'Târgu Jiu'),
  place(29, 'Slatina'),
  place(14, 'Târgoviște'),
  place(9, 'Reșița'),
  place(20, 'Miercurea Ciuc'),
  place(12, 'Sfântu Gheorghe'),
  place(38, 'Vaslui'),
  place(5, 'Botoșani'),
  place(42, 'Voluntari'),
];

/** Towns and suburbs: a second ring of places for variety. */
export const TOWNS: readonly DemoPlace[] = [
  place(16, 'Florești'),
  place(16, 'Turda'),
  place(42, 'Otopeni'),
  place(42, 'Chiajna'),
  place(42, 'Bragadiru'),
  place(36, 'Dumbrăvița'),
  place(36, 'Lugoj'),
  place(11, 'Mangalia'),
  place(11, 'Năvodari'),
  place(33, 'Mediaș'),
  place(33, 'Cisnădie'),
  place(30, 'Câmpina'),
  place(24, 'Pașcani'),
  place(28, 'Roman'),
  place(1, 'Mioveni'),
  place(1, 'Curtea de Argeș'),
  place(27, 'Reghin'),
  place(21, 'Hunedoara'),
  place(21, 'Petroșani'),
  place(23, 'Sebeș'),
  place(34, 'Rădăuți'),
  place(38, 'Bârlad'),
  place(20, 'Odorheiu Secuiesc'),
  place(25, 'Sighetu Marmației'),
  place(16, 'Dej'),
];

/** Places tourists go to: guesthouses, restaurants, travel services. */
export const RESORTS: readonly DemoPlace[] = [
  place(6, 'Bran'),
  place(6, 'Râșnov'),
  place(30, 'Sinaia'),
  place(30, 'Bușteni'),
  place(34, 'Gura Humorului'),
  place(34, 'Câmpulung Moldovenesc'),
  place(27, 'Sighișoara'),
  place(39, 'Călimănești'),
  place(11, 'Mangalia'),
  place(6, 'Făgăraș'),
];

/** The i-th place of a list, wrapping around. */
export function placeAt(list: readonly DemoPlace[], index: number): DemoPlace {
  return list[index % list.length];
}

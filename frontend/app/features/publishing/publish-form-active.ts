/**
 * The publishing form of an asset for sale (`/adauga-active`): vehicles and machinery, real estate,
 * commercial spaces, land, production lines, financial assets. Its rules repeat the API's
 * (`backend/src/modules/active/dto/active.dto.ts`, `listing-input.dto.ts`, the category required by
 * `active.definition.ts`). An asset is never confidential: the deal room is for companies and
 * investments, so the form has the place and contact of every family, not the teaser.
 */
import { ACTIVE_CATEGORIES, FUELS, POLLUTION_CLASSES, PROPERTY_TYPES } from '@contracts/lists';
import { YEAR_MIN } from '@contracts/years';
import { FAMILIES } from '~/features/listings/families';
import { FAMILY_LISTS } from '~/features/listings/family-lists';
import { currency, description, LOCATION_STEP, PHOTOS_STEP, PREVIEW_STEP, price, title } from './publish-form-parts';
import type { PublishFormConfig } from './publish-forms';

/** The six categories an asset can have („Toate categoriile” is the list pages' filter, not a category). */
export const ASSET_CATEGORIES = ACTIVE_CATEGORIES.filter((item) => item.id !== 'all');

export const active: PublishFormConfig = {
  key: 'active',
  family: FAMILIES.active,
  eyebrow: 'Anunț nou · Active de vânzare',
  title: 'Vinde un activ',
  editTitle: 'Modifică anunțul activului',
  lead: 'Utilaje, vehicule, imobile, spații comerciale, terenuri sau linii de producție: prezintă-le antreprenorilor care caută active pentru afacerea lor. Anunțul este verificat de echipa noastră înainte de publicare.',
  description: 'Publică anunțul de vânzare pentru un activ al firmei tale pe RoAfaceri.',
  noun: 'anunțul',
  steps: [
    {
      id: 'description',
      label: 'Descriere',
      title: 'Descrierea activului',
      fields: [
        title('De exemplu: „Hală industrială de 800 mp lângă Cluj-Napoca” sau „Excavator pe șenile, 2019”.'),
        { name: 'category', label: 'Categoria', kind: 'select', required: true, requiredMessage: 'Alege categoria.', options: ASSET_CATEGORIES },
        description('Ce vinzi, starea, dotările, istoricul și de ce îl vinzi.'),
      ],
    },
    {
      id: 'details',
      label: 'Detalii',
      title: 'Preț și caracteristici',
      lead: 'Completează doar ce se potrivește activului: anul fabricației și combustibilul pentru vehicule și utilaje, suprafața pentru imobile și terenuri.',
      fields: [
        price('Prețul cerut'),
        currency,
        { name: 'condition', label: 'Starea', kind: 'text', maxLength: 40, hint: 'De exemplu: nou, foarte bună, funcțional.' },
        { name: 'manufactureYear', label: 'Anul fabricației', kind: 'year', min: YEAR_MIN.manufactureYear },
        { name: 'fuel', label: 'Combustibil', kind: 'select', options: FUELS },
        { name: 'pollutionClass', label: 'Norma de poluare', kind: 'select', options: POLLUTION_CLASSES },
        { name: 'surfaceSqm', label: 'Suprafața (m²)', kind: 'amount', min: 0, max: 1e9 },
        { name: 'propertyType', label: 'Regimul proprietății', kind: 'select', options: PROPERTY_TYPES },
        { name: 'features', label: 'Utilități și condiții de vânzare', kind: 'checkboxes', options: FAMILY_LISTS.active.features, wide: true },
      ],
    },
    LOCATION_STEP,
    PHOTOS_STEP,
    PREVIEW_STEP,
  ],
  checks: [],
};

/**
 * Fields and steps every family's publishing form shares (publish-forms.ts): the title, the
 * description, the price, the place and contact, the photos and the preview, with the API's rules
 * and Romanian messages.
 */
import { COUNTIES } from '@contracts/counties';
import type { ListItem } from '@contracts/lists';
import { CURRENCIES } from '@contracts/listings';
import type { FieldSpec, StepSpec } from './publish-forms';

export const REQUIRED = 'Câmpul este obligatoriu.';

export const title = (hint: string): FieldSpec => ({
  name: 'title',
  label: 'Titlul anunțului',
  kind: 'text',
  required: true,
  minLength: 5,
  minLengthMessage: 'Titlul trebuie să aibă cel puțin 5 caractere.',
  maxLength: 160,
  hint,
  wide: true,
});

export const description = (hint: string): FieldSpec => ({
  name: 'description',
  label: 'Descriere',
  kind: 'textarea',
  required: true,
  maxLength: 20000,
  maxLengthMessage: 'Descrierea poate avea cel mult 20.000 de caractere.',
  hint: `${hint} Text simplu: lasă un rând liber între paragrafe.`,
  wide: true,
});

export const domains = (label: string, options: readonly ListItem[]): FieldSpec => ({
  name: 'domain',
  label,
  kind: 'checkboxes',
  required: true,
  requiredMessage: 'Alege domeniul.',
  options,
  wide: true,
});

export const price = (label: string, hint?: string): FieldSpec => ({
  name: 'price',
  label,
  kind: 'amount',
  min: 0,
  max: 1e12,
  hint: hint ?? 'Lasă gol pentru „Preț la cerere”.',
});
export const currency: FieldSpec = { name: 'currency', label: 'Moneda', kind: 'select', required: true, options: CURRENCIES.map((id) => ({ id, name: id })) };

export const LOCATION_STEP: StepSpec = {
  id: 'location',
  label: 'Localizare',
  title: 'Localizare și contact',
  lead: 'Județul și localitatea apar în anunț; telefonul este arătat doar vizitatorilor care îl cer.',
  fields: [
    { name: 'county', label: 'Județul', kind: 'county', required: true, requiredMessage: 'Alege un județ.', options: COUNTIES },
    { name: 'city', label: 'Localitatea', kind: 'city', maxLength: 120 },
    { name: 'contactName', label: 'Persoana de contact', kind: 'text', maxLength: 120, autoComplete: 'name' },
    { name: 'contactPhone', label: 'Telefon de contact', kind: 'phone', autoComplete: 'tel', hint: 'De exemplu 0740 123 456.' },
  ],
};

export const PHOTOS_STEP: StepSpec = {
  id: 'photos',
  label: 'Fotografii',
  title: 'Fotografii',
  lead: 'Prima fotografie este coperta anunțului. Poți adăuga cel mult 20 de imagini JPEG, PNG, WebP sau AVIF, de până la 10 MB fiecare.',
  fields: [],
};

export const PREVIEW_STEP: StepSpec = {
  id: 'preview',
  label: 'Previzualizare',
  title: 'Previzualizare',
  lead: 'Așa va arăta anunțul după aprobare. Verifică datele, apoi trimite-l spre aprobare.',
  fields: [],
};

/**
 * The public consulting forms as data: each field's kind, label and rules. One table drives the
 * browser (errors after submit, spec section 5), the route action (the same rules on the server, so
 * the forms work without JavaScript) and the JSON body sent to the API.
 */
import { CONTACT_TOPICS, CONSULTING_TOPICS, MINDSET_CHALLENGES } from '@contracts/consulting';
import { validationTexts } from '~/i18n/ro';
import { emailError, optionalPhoneError, text, type FieldErrors } from '~/lib/validation';

export interface Option {
  readonly id: string | number;
  readonly name: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'integer' | 'amount' | 'yesno';
  required?: boolean;
  options?: readonly Option[];
  autoComplete?: string;
  /** Text length (text, textarea) or value (integer, amount) bounds. */
  min?: number;
  max?: number;
  hint?: string;
}

export interface FieldGroup {
  legend?: string;
  fields: FieldSpec[];
}

export interface ConsultingFormSpec {
  /** API path under /api the form posts to. */
  apiPath: string;
  groups: FieldGroup[];
  submitLabel: string;
}

/** The visually hidden field people leave empty and bots fill in (the API refuses it filled). */
export const HONEYPOT_FIELD = 'website';

const person: FieldSpec[] = [
  { name: 'fullName', label: 'Nume și prenume', kind: 'text', required: true, autoComplete: 'name', min: 2, max: 100 },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Telefon (opțional)', kind: 'tel', autoComplete: 'tel' },
];
const companyName: FieldSpec = { name: 'companyName', label: 'Firma (opțional)', kind: 'text', autoComplete: 'organization', max: 160 };
const optionalMessage: FieldSpec = { name: 'message', label: 'Mesaj (opțional)', kind: 'textarea', max: 3000 };

export const CONTACT_FORM: ConsultingFormSpec = {
  apiPath: '/api/consulting/contact',
  submitLabel: 'Trimite mesajul',
  groups: [
    {
      fields: [
        ...person,
        { name: 'topic', label: 'Subiect (opțional)', kind: 'select', options: CONSULTING_TOPICS.filter((topic) => CONTACT_TOPICS.includes(topic.id)) },
        { name: 'message', label: 'Mesaj', kind: 'textarea', required: true, min: 10, max: 3000 },
      ],
    },
  ],
};

export const MINDSET_FORM: ConsultingFormSpec = {
  apiPath: '/api/consulting/mindsetOwners',
  submitLabel: 'Vreau să particip',
  groups: [
    {
      fields: [
        ...person,
        companyName,
        { name: 'employees', label: 'Număr de angajați (opțional)', kind: 'integer', min: 0, max: 100_000 },
        { name: 'challenge', label: 'Provocarea principală a afacerii', kind: 'select', required: true, options: MINDSET_CHALLENGES },
        optionalMessage,
      ],
    },
  ],
};

/** The contact part of "send this result to a consultant" (`POST /api/consulting/eligibility/request`). */
export const FUNDING_REQUEST_FORM: ConsultingFormSpec = {
  apiPath: '/api/consulting/eligibility/request',
  submitLabel: 'Trimite cererea',
  groups: [
    {
      fields: [...person, { ...optionalMessage, label: 'Ce ai vrea să discutăm (opțional)' }],
    },
  ],
};

export const allFields = (spec: ConsultingFormSpec): FieldSpec[] => spec.groups.flatMap((group) => group.fields);

/** "120.000", "120 000", "120000 EUR" and "120000,50" are amounts as people type them in Romania. */
export function parseAmount(raw: string): number | null {
  let value = raw.replace(/\s+/g, '').replace(/(eur|€)$/i, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) value = value.replace(/\./g, '');
  value = value.replace(',', '.');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

export function parseInteger(raw: string): number | null {
  const value = raw.replace(/\s+/g, '');
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function fieldError(field: FieldSpec, value: string): string | undefined {
  if (!value) return field.required ? validationTexts.required : undefined;
  switch (field.kind) {
    case 'email':
      return emailError(value);
    case 'tel':
      return optionalPhoneError(value);
    case 'text':
    case 'textarea':
      if (field.min !== undefined && value.length < field.min) return `Scrie cel puțin ${field.min} caractere.`;
      if (field.max !== undefined && value.length > field.max) return `Poți scrie cel mult ${field.max} de caractere.`;
      return undefined;
    case 'select':
      return field.options?.some((option) => String(option.id) === value) ? undefined : 'Alege una dintre variante.';
    case 'yesno':
      return value === 'true' || value === 'false' ? undefined : 'Alege „Da” sau „Nu”.';
    case 'integer': {
      const number = parseInteger(value);
      if (number === null) return 'Scrie un număr întreg.';
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
        return `Scrie un număr între ${field.min} și ${field.max}.`;
      return undefined;
    }
    case 'amount':
      return parseAmount(value) === null ? 'Scrie o sumă în euro, de exemplu 150000.' : undefined;
  }
}

export function validateConsultingForm(spec: ConsultingFormSpec, formData: FormData): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of allFields(spec)) {
    const error = fieldError(field, text(formData, field.name));
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The JSON body for the API: typed values, optional fields left out when empty. */
export function consultingBody(spec: ConsultingFormSpec, formData: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of allFields(spec)) {
    const value = text(formData, field.name);
    if (!value) continue;
    if (field.kind === 'integer') body[field.name] = parseInteger(value);
    else if (field.kind === 'amount') body[field.name] = parseAmount(value);
    else if (field.kind === 'yesno') body[field.name] = value === 'true';
    else if (field.kind === 'select' && typeof field.options?.[0]?.id === 'number') body[field.name] = Number(value);
    else body[field.name] = value;
  }
  const honeypot = text(formData, HONEYPOT_FIELD);
  if (honeypot) body[HONEYPOT_FIELD] = honeypot;
  return body;
}

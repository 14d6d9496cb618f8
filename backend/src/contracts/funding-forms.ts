/**
 * The application forms and annexes of the funding programmes (`formulare-eligibilitate`):
 * documents staff upload in the console, listed on the public page grouped by programme.
 * Pure TypeScript, shared with the public site and the staff console.
 */
import type { ListItem } from './lists.js';
import type { ProgrammeSummary } from './funding.js';

/**
 * The programmes forms are filed under, with their Romanian names: the one list of them. When
 * `GET /api/consulting/programmes` answers, its names win (`withProgrammeNames`).
 */
export const FUNDING_FORM_PROGRAMMES = [
  { id: 'masura-3', name: 'Măsura 3 – granturi pentru investiții (OUG 130/2020)' },
  { id: 'masura-2', name: 'Măsura 2 – granturi pentru capital de lucru (OUG 130/2020)' },
  { id: 'pnrr-c9-i3', name: 'PNRR C9 I3 – digitalizarea IMM-urilor' },
  { id: 'start-up-nation', name: 'Start-Up Nation România' },
] as const satisfies readonly ListItem<string>[];

export type FundingFormProgrammeId = (typeof FUNDING_FORM_PROGRAMMES)[number]['id'];
export const FUNDING_FORM_PROGRAMME_IDS: readonly FundingFormProgrammeId[] = FUNDING_FORM_PROGRAMMES.map((programme) => programme.id);

/** The programmes with the rules engine's names where it knows them (`summaries` absent or partial: the fixed names). */
export function withProgrammeNames(summaries?: readonly Pick<ProgrammeSummary, 'id' | 'name'>[] | null): ListItem<FundingFormProgrammeId>[] {
  const names = new Map((summaries ?? []).map((summary) => [summary.id, summary.name]));
  return FUNDING_FORM_PROGRAMMES.map(({ id, name }) => ({ id, name: names.get(id)?.trim() || name }));
}

/** File types a form may have, as stored (recognised by their bytes), with how the page names them. */
export type FundingFormExtension = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'odt' | 'ods';
export const FUNDING_FORM_EXTENSIONS: readonly FundingFormExtension[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods'];
export const FUNDING_FORM_TYPE_NAMES: Readonly<Record<FundingFormExtension, string>> = {
  pdf: 'PDF',
  doc: 'Word (DOC)',
  docx: 'Word (DOCX)',
  xls: 'Excel (XLS)',
  xlsx: 'Excel (XLSX)',
  odt: 'OpenDocument text (ODT)',
  ods: 'OpenDocument foaie de calcul (ODS)',
};
/** The file input's `accept`. */
export const FUNDING_FORM_ACCEPT = FUNDING_FORM_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const FUNDING_FORM_TYPE_MESSAGE = 'Formularul trebuie să fie PDF, Word (DOC, DOCX), Excel (XLS, XLSX) sau OpenDocument (ODT, ODS).';
export const FUNDING_FORM_TITLE_MAX = 160;

/** One form as the public list and the console read it. */
export interface FundingForm {
  id: string;
  programmeId: FundingFormProgrammeId;
  /** The fixed name of the programme (the page may show the rules engine's instead). */
  programmeName: string;
  title: string;
  /** The uploaded file's (cleaned) name, given to the download. */
  fileName: string;
  extension: FundingFormExtension;
  typeName: string;
  contentType: string;
  size: number;
  /** The public download: `/api/consulting/forms/{id}/download`. */
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/consulting/forms`: every form, in programme order, then in the order they were added. */
export interface FundingFormsAnswer {
  docs: FundingForm[];
  count: number;
}

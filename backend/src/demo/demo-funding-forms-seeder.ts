import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FundingFormProgrammeId } from '../contracts/funding-forms.js';
import { claimsOf, type AuthUser } from '../core/auth/auth-user.js';
import { UserType } from '../contracts/lists.js';
import { FundingFormsService } from '../modules/consulting/forms/funding-forms.service.js';
import { onePagePdf } from './demo-pdf.js';

/** The demo staff member who "uploads" the forms (see demo-accounts.ts). */
const DEMO_UPLOADER = 'consultant@roafaceri.ro';

const COMPANY_SHEET = [
  'Completați fișa și trimiteți-o consultantului RoAfaceri împreună cu actele firmei. Document demonstrativ, generat la instalarea site-ului.',
  '',
  'Denumirea firmei: ..........................................................................................',
  'Codul unic de înregistrare (CUI): ....................................................................',
  'Codul CAEN al activității principale: ..............................................................',
  'Județul și localitatea sediului social: .............................................................',
  'Numărul mediu de salariați în ultimul an fiscal încheiat: ..................................',
  'Cifra de afaceri în ultimul an fiscal încheiat (lei): ............................................',
  'Valoarea estimată a investiției (lei, fără TVA): .................................................',
  '',
  'Persoana de contact, telefon și adresa de email: ..............................................',
];

const CHECKLIST = [
  'Lista documentelor pe care le pregătim împreună pentru dosar. Document demonstrativ, generat la instalarea site-ului; lista definitivă o stabilește ghidul oficial al apelului.',
  '',
  '1. Certificatul constatator emis de Registrul Comerțului.',
  '2. Situațiile financiare ale ultimilor doi ani fiscali încheiați.',
  '3. Ofertele de preț pentru echipamentele, lucrările sau serviciile din proiect.',
  '4. Actul de identitate al reprezentantului legal.',
  '5. Dovada dreptului de folosință asupra spațiului în care se face investiția.',
];

interface DemoForm {
  programmeId: FundingFormProgrammeId;
  title: string;
  fileName: string;
  pdf: () => Buffer;
}

const DEMO_FORMS: readonly DemoForm[] = [
  {
    programmeId: 'masura-3',
    title: 'Fișa de prezentare a firmei (model RoAfaceri)',
    fileName: 'Fișa de prezentare a firmei – Măsura 3.pdf',
    pdf: () => onePagePdf('Fișa de prezentare a firmei – Măsura 3', COMPANY_SHEET),
  },
  {
    programmeId: 'masura-3',
    title: 'Lista documentelor pentru dosar',
    fileName: 'Lista documentelor – Măsura 3.pdf',
    pdf: () => onePagePdf('Lista documentelor pentru dosar – Măsura 3', CHECKLIST),
  },
  {
    programmeId: 'pnrr-c9-i3',
    title: 'Fișa de prezentare a firmei (model RoAfaceri)',
    fileName: 'Fișa de prezentare a firmei – PNRR digitalizare.pdf',
    pdf: () => onePagePdf('Fișa de prezentare a firmei – PNRR C9 I3', COMPANY_SHEET),
  },
  {
    programmeId: 'start-up-nation',
    title: 'Lista documentelor pentru dosar',
    fileName: 'Lista documentelor – Start-Up Nation.pdf',
    pdf: () => onePagePdf('Lista documentelor pentru dosar – Start-Up Nation', CHECKLIST),
  },
];

/**
 * Demo forms on `formulare-eligibilitate` (one-page PDFs written here), filed by the demo consultant
 * like any upload from the console, without audit entries. Runs only while there is no form at all;
 * answers how many it added.
 */
export async function seedDemoFundingForms(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM funding_forms`)) as { count: number }[];
  if (count > 0) return 0;
  const [uploader] = (await dataSource.query(`SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL`, [DEMO_UPLOADER])) as { id: string }[];
  if (!uploader) return 0;
  const actor: AuthUser = {
    id: uploader.id,
    sessionId: 'demo-seed',
    role: 'consultant',
    roles: ['consultant'],
    userType: UserType.PersoanaFizica,
    emailVerified: true,
    claims: claimsOf(['consultant']),
  };
  const forms = app.get(FundingFormsService);
  for (const form of DEMO_FORMS) {
    await forms.create(actor, { programmeId: form.programmeId, title: form.title }, { filename: form.fileName, buffer: form.pdf() }, { bulk: true });
  }
  new Logger('Demo').log(`Added ${DEMO_FORMS.length} demo funding programme forms.`);
  return DEMO_FORMS.length;
}

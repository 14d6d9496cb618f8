import { FUNDING_FORM_PROGRAMMES, FUNDING_FORM_TYPE_NAMES, type FundingForm, type FundingFormExtension } from '../../../contracts/funding-forms.js';
import type { FundingFormEntity } from './funding-form.entity.js';

export const fundingFormDownloadUrl = (id: string) => `/api/consulting/forms/${id}/download`;

export function toFundingForm(row: FundingFormEntity): FundingForm {
  const extension = row.fileKey.slice(row.fileKey.lastIndexOf('.') + 1) as FundingFormExtension;
  return {
    id: row.id,
    programmeId: row.programmeId,
    programmeName: FUNDING_FORM_PROGRAMMES.find((programme) => programme.id === row.programmeId)?.name ?? row.programmeId,
    title: row.title,
    fileName: row.fileName,
    extension,
    typeName: FUNDING_FORM_TYPE_NAMES[extension] ?? extension.toUpperCase(),
    contentType: row.contentType,
    size: row.size,
    url: fundingFormDownloadUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a form. */
export const fundingFormSnapshot = (row: FundingFormEntity) => ({ programmeId: row.programmeId, title: row.title, fileName: row.fileName, size: row.size });

/**
 * The signed-in client's consulting requests on `incarcare-documente`: their status, the
 * consultant's last message, the documents sent so far, and the upload of new documents
 * (a plain multipart form, so it works without JavaScript too).
 */
import { data } from 'react-router';
import type { MyConsultingRequest } from '@contracts/consulting';
import type { ListResponse } from '@contracts/listings';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { text } from '~/lib/validation';

/** More than a client has in practice; the page says so when there are more. */
const SHOWN = 50;

export interface MyRequests {
  requests: MyConsultingRequest[];
  total: number;
}

export type UploadActionData = { ok: true; requestId: string; message: string } | { ok: false; requestId: string | null; message: string };

/** Null when the API did not answer (the page still shows its general text). */
export async function loadMyRequests(client: ApiClient, pageSize = SHOWN): Promise<MyRequests | null> {
  const result = await client.call<ListResponse<MyConsultingRequest>>(`/api/consulting/mine?pageSize=${pageSize}`);
  if (!result.ok) return null;
  return { requests: result.data.docs, total: result.data.count };
}

const isFile = (value: FormDataEntryValue): value is File => typeof value === 'object' && value !== null && value.size > 0;

export async function uploadDocumentsAction(args: ApiCallArgs & { url: URL }) {
  await requireUser(args);
  const formData = await args.request.formData();
  const requestId = text(formData, 'request') || null;
  const files = formData.getAll('documents').filter(isFile);
  if (!requestId) return data<UploadActionData>({ ok: false, requestId, message: 'Alege cererea la care trimiți documentele.' }, { status: 400 });
  if (!files.length) return data<UploadActionData>({ ok: false, requestId, message: 'Alege cel puțin un document.' }, { status: 400 });
  const body = new FormData();
  for (const file of files) body.append('documents', file, file.name);
  const result = await createApiClient(args).call<MyConsultingRequest>(`/api/consulting/${encodeURIComponent(requestId)}/documents`, {
    method: 'POST',
    form: body,
  });
  if (result.ok) {
    const message = files.length === 1 ? 'Documentul a fost trimis consultantului.' : `Cele ${files.length} documente au fost trimise consultantului.`;
    return data<UploadActionData>({ ok: true, requestId, message });
  }
  const message = result.status === 404 ? 'Cererea nu există printre cererile tale.' : (result.fieldErrors.documents ?? result.text);
  return data<UploadActionData>({ ok: false, requestId, message }, { status: result.status || 502 });
}

import type { FundingForm } from '@contracts/funding-forms';
import type { ListResponse } from '@contracts/listings';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  Identifier,
  UpdateParams,
} from 'react-admin';
import { changedValues, withFormErrors } from '../dataProvider/field-errors';
import type { HttpClient } from '../dataProvider/http-client';
import { FUNDING_FORMS_RESOURCE } from './ro-funding-forms';

/** The file input's value: react-admin's FileInput gives `{ rawFile: File, src, title }`. */
const fileOf = (value: unknown): File | null => {
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : null;
};

const fieldsOf = (data: Record<string, unknown>) => ({ programmeId: data.programmeId, title: data.title });

/**
 * The programmes' forms on the staff API (`/api/admin/funding-forms`): create and file replacement
 * are multipart (fields `programmeId`, `title`, file `file`), a change of title or programme alone
 * is JSON with only what changed. Other resources go to `provider` unchanged.
 */
export function withFundingFormResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P {
  const base = `${apiUrl}/funding-forms`;
  const one = (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;
  const getOne = async (id: Identifier) => (await httpClient(one(id))).json as FundingForm;
  const remove = async (id: Identifier) => (await httpClient(one(id), { method: 'DELETE' })).json as FundingForm;
  const multipart = (fields: Record<string, unknown>, file: File | null) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.append(name, String(value));
    if (file) body.append('file', file, file.name);
    return body;
  };
  const ours = (resource: string) => resource === FUNDING_FORMS_RESOURCE;

  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!ours(resource)) return provider.getList(resource, params);
      const programmeId = params.filter?.programmeId;
      const answer = (await httpClient(programmeId ? `${base}?programmeId=${encodeURIComponent(String(programmeId))}` : base))
        .json as ListResponse<FundingForm>;
      return { data: answer.docs, total: answer.count };
    },
    getOne: async (resource: string, params: GetOneParams) => (ours(resource) ? { data: await getOne(params.id) } : provider.getOne(resource, params)),
    getMany: async (resource: string, params: GetManyParams) =>
      ours(resource) ? { data: await Promise.all(params.ids.map(getOne)) } : provider.getMany(resource, params),
    create: async (resource: string, params: CreateParams) => {
      if (!ours(resource)) return provider.create(resource, params);
      const data = params.data as Record<string, unknown>;
      const body = multipart(fieldsOf(data), fileOf(data.file));
      return { data: await withFormErrors(async () => (await httpClient(base, { method: 'POST', body })).json as FundingForm) };
    },
    update: async (resource: string, params: UpdateParams) => {
      if (!ours(resource)) return provider.update(resource, params);
      const data = params.data as Record<string, unknown>;
      const file = fileOf(data.file);
      const changes = changedValues(fieldsOf(data), params.previousData ? fieldsOf(params.previousData as Record<string, unknown>) : undefined);
      if (!file && !Object.keys(changes).length) return { data: await getOne(params.id) };
      const body = file ? multipart(changes, file) : JSON.stringify(changes);
      return { data: await withFormErrors(async () => (await httpClient(one(params.id), { method: 'PUT', body })).json as FundingForm) };
    },
    delete: async (resource: string, params: DeleteParams) => (ours(resource) ? { data: await remove(params.id) } : provider.delete(resource, params)),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      if (!ours(resource)) return provider.deleteMany(resource, params);
      for (const id of params.ids) await remove(id);
      return { data: params.ids };
    },
  } as P;
}

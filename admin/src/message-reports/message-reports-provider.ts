import type { ListResponse } from '@contracts/listings';
import type { StaffMessageReport, StaffReportedConversation } from '@contracts/messages';
import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier } from 'react-admin';
import { fetchFile, type DownloadedFile, type FileClient, type HttpClient } from '../dataProvider/http-client';
import { staffListQuery, type StaffResourceConfig } from '../dataProvider/staff-resources';

export const MESSAGE_REPORTS_RESOURCE = 'message-reports';

/** `/api/admin/message-reports`: open ones first; `handled=false|true` narrows. */
const CONFIG: StaffResourceConfig = { path: 'message-reports', filters: ['handled'] };

export interface MessageReportMethods {
  /** `POST /message-reports/{id}/handle`: the report leaves the open ones. */
  handleMessageReport(params: { id: Identifier }): Promise<{ data: StaffMessageReport }>;
  /** A document of a message of the reported conversation (staff may read it through the report). */
  messageAttachment(params: { conversationId: string; key: string }): Promise<{ data: DownloadedFile }>;
}

/**
 * The reported messages on the staff API (list, and one report with its conversation: the only way
 * staff read a conversation) and marking a report handled; every other resource goes to `provider`.
 */
export function withMessageReportResources<P extends DataProvider>(
  provider: P,
  apiUrl: string,
  httpClient: HttpClient,
  fileClient: FileClient = fetchFile,
): P & MessageReportMethods {
  const one = (id: Identifier, action = '') => `${apiUrl}/message-reports/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;
  const getOne = async (id: Identifier) => (await httpClient(one(id))).json as StaffReportedConversation;
  const ours = (resource: string) => resource === MESSAGE_REPORTS_RESOURCE;
  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!ours(resource)) return provider.getList(resource, params);
      const body = (await httpClient(`${apiUrl}/message-reports?${staffListQuery(CONFIG, params)}`)).json as ListResponse<StaffMessageReport>;
      return { data: body.docs, total: body.pagination?.total ?? body.count };
    },
    getOne: async (resource: string, params: GetOneParams) => (ours(resource) ? { data: await getOne(params.id) } : provider.getOne(resource, params)),
    getMany: async (resource: string, params: GetManyParams) =>
      ours(resource) ? { data: await Promise.all(params.ids.map(getOne)) } : provider.getMany(resource, params),
    messageAttachment: async ({ conversationId, key }) => {
      const origin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
      return { data: await fileClient(`${origin}/api/conversations/${encodeURIComponent(conversationId)}/attachments/${encodeURIComponent(key)}`) };
    },
    handleMessageReport: async ({ id }) => ({ data: (await httpClient(one(id, 'handle'), { method: 'POST' })).json as StaffMessageReport }),
  } as P & MessageReportMethods;
}

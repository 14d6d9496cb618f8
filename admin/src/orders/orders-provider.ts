import type { ListResponse } from '@contracts/listings';
import type { AdminOrderView, OrderSort } from '@contracts/orders';
import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';
import { staffListQuery, type StaffResourceConfig } from '../dataProvider/staff-resources';

export const ORDERS_RESOURCE = 'orders';

/** react-admin's sort as the route's `sort` (contracts' ORDER_SORTS): by date or by total. */
export function orderSort(sort: GetListParams['sort'] | undefined): { sort: OrderSort } | undefined {
  if (!sort) return undefined;
  const ascending = sort.order === 'ASC';
  if (sort.field === 'createdAt') return { sort: ascending ? 'oldest' : 'newest' };
  if (sort.field === 'totalEur') return { sort: ascending ? 'total-asc' : 'total-desc' };
  return undefined;
}

/** `/api/admin/orders`: status, kind and text filters, four sorts, the staff list shape. */
export const ORDERS_CONFIG: StaffResourceConfig = { path: 'orders', filters: ['status', 'kind', 'q'], sort: orderSort };

/**
 * Payment decisions on an order (custom methods, not CRUD: STYLE.md section 5). Both email the
 * client, so the buttons call them pessimistically.
 */
export interface OrderMethods {
  /** `POST /orders/{id}/mark-paid { paymentReference }`: the bank transfer arrived; the order is applied. */
  markOrderPaid(params: { id: Identifier; paymentReference: string }): Promise<{ data: AdminOrderView }>;
  /** `POST /orders/{id}/cancel { reason }`: the order will not be paid; the client sees the reason. */
  cancelOrder(params: { id: Identifier; reason: string }): Promise<{ data: AdminOrderView }>;
}

/**
 * The `orders` resource on the staff API (list, one) and its payment methods; every other
 * resource goes to `provider` unchanged.
 */
export function withOrderResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & OrderMethods {
  const one = (id: Identifier, action = '') => `${apiUrl}/orders/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;
  const getOne = async (id: Identifier) => (await httpClient(one(id))).json as AdminOrderView;
  const post = async (url: string, body: unknown) =>
    ({ data: (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as AdminOrderView });
  const ours = (resource: string) => resource === ORDERS_RESOURCE;

  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!ours(resource)) return provider.getList(resource, params);
      const query = staffListQuery(ORDERS_CONFIG, params);
      const body = (await httpClient(`${apiUrl}/orders?${query}`)).json as ListResponse<AdminOrderView>;
      return { data: body.docs, total: body.pagination?.total ?? body.count };
    },
    getOne: async (resource: string, params: GetOneParams) => (ours(resource) ? { data: await getOne(params.id) } : provider.getOne(resource, params)),
    getMany: async (resource: string, params: GetManyParams) =>
      ours(resource) ? { data: await Promise.all(params.ids.map(getOne)) } : provider.getMany(resource, params),
    markOrderPaid: ({ id, paymentReference }) => post(one(id, 'mark-paid'), { paymentReference: paymentReference.trim() }),
    cancelOrder: ({ id, reason }) => post(one(id, 'cancel'), { reason: reason.trim() }),
  } as P & OrderMethods;
}

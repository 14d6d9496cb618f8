import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { withCommentResources } from '../comments/comments-provider';
import { withMessageReportResources } from '../message-reports/message-reports-provider';
import { withContentResources } from '../content/content-provider';
import { withOrderResources } from '../orders/orders-provider';
import { withEfacturaResources } from '../efactura/efactura-provider';
import { withCampaignResources } from '../newsletter/campaigns/campaigns-provider';
import { withFundingFormResources } from '../funding-forms/funding-forms-provider';
import { withValuationReportResources } from '../valuation-reports/valuation-reports-provider';
import { ADMIN_API_URL } from '../session';
import { customMethods, type CustomMethods } from './custom-methods';
import { httpClient, type HttpClient } from './http-client';
import { listingResources } from './listing-resources';
import { staffResources } from './staff-resources';

/** The console's dataProvider: ra-data-simple-rest conventions on /api/admin, plus custom methods. */
export type AdminDataProvider = DataProvider & CustomMethods;

/**
 * ra-data-simple-rest for ordinary resources; the listing resources (moderation queue and the
 * seven families) read the listing routes instead, and the families are created and edited
 * through their own routes (listing-resources.ts), and the staff resources
 * (users, consulting, audit, newsletter, failed jobs) the staff list shape (staff-resources.ts).
 */
export function createDataProvider(apiUrl: string, client: HttpClient): AdminDataProvider {
  const rest = simpleRestProvider(apiUrl, client);
  const listings = listingResources(apiUrl, client);
  const staff = staffResources(apiUrl, client);
  const readerOf = (resource: string) => (listings.handles(resource) ? listings : staff.handles(resource) ? staff : null);
  return {
    ...rest,
    getList: (resource, params) => (readerOf(resource)?.getList(resource, params) as never) ?? rest.getList(resource, params),
    getOne: (resource, params) => (readerOf(resource)?.getOne(resource, params) as never) ?? rest.getOne(resource, params),
    getMany: (resource, params) => (readerOf(resource)?.getMany(resource, params) as never) ?? rest.getMany(resource, params),
    create: (resource, params) => (listings.isFamily(resource) ? (listings.create(resource, params) as never) : rest.create(resource, params)),
    update: (resource, params) => (listings.isFamily(resource) ? (listings.update(resource, params) as never) : rest.update(resource, params)),
    ...customMethods(apiUrl, client),
  };
}

/**
 * Plus the editorial content resources (content/content-provider.ts), comments
 * (comments/comments-provider.ts), orders (orders/orders-provider.ts) and the programmes' forms
 * (funding-forms/funding-forms-provider.ts), the newsletter campaigns
 * (newsletter/campaigns/campaigns-provider.ts), e-Factura (efactura/efactura-provider.ts) and the valuation
 * reports (valuation-reports/valuation-reports-provider.ts), and the reported messages
 * (message-reports/message-reports-provider.ts).
 */
const core = createDataProvider(ADMIN_API_URL, httpClient);
const withContent = withContentResources(core, ADMIN_API_URL, httpClient);
const withCampaigns = withCampaignResources(withContent, ADMIN_API_URL, httpClient);
const withComments = withCommentResources(withCampaigns, ADMIN_API_URL, httpClient);
const withOrders = withOrderResources(withComments, ADMIN_API_URL, httpClient);
const withFundingForms = withFundingFormResources(withOrders, ADMIN_API_URL, httpClient);
const withEfactura = withEfacturaResources(withFundingForms, ADMIN_API_URL, httpClient);
const withValuationReports = withValuationReportResources(withEfactura, ADMIN_API_URL, httpClient);
export const dataProvider: AdminDataProvider = withMessageReportResources(withValuationReports, ADMIN_API_URL, httpClient);

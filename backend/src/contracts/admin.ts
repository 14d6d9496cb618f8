/**
 * Shapes of the staff API (`/api/admin/*`) shared with the console. Pure TypeScript.
 * Lists answer the project's list shape (`ListResponse` of contracts/listings).
 */
import type { ListingStatus, ListingView } from './listings.js';
import type { ListItem, ListingType, StaffRole, UserRole, UserType } from './lists.js';

/** What the audit log records (`action` column). Bulk moderation writes one entry per listing with the single action. */
export const AUDIT_ACTIONS = [
  'listing.create',
  'listing.edit',
  'listing.approve',
  'listing.reject',
  'listing.request_changes',
  'listing.renew',
  'listing.promote',
  'listing.expire',
  'user.block',
  'user.unblock',
  'user.roles',
  'user.mfa_reset',
  'consulting.assign',
  'consulting.status',
  'consulting.note',
  'content.create',
  'content.update',
  'content.delete',
  'content.approve',
  'content.reject',
  'comment.approve',
  'comment.reject',
  'comment.delete',
  'order.mark_paid',
  'order.cancel',
  'order.efactura_retry',
  'funding_form.create',
  'funding_form.update',
  'funding_form.delete',
  'valuation_report.publish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['listing', 'user', 'consulting_request', 'content_entry', 'comment', 'order', 'funding_form', 'valuation_report'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditEntryView {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}

/** A user as the staff console lists it. */
export interface AdminUserView {
  id: string;
  fullName: string;
  email: string;
  userType: UserType;
  userTypeName: string;
  /** The strongest role held; `roles` lists every staff role (empty for ordinary users). */
  role: UserRole;
  roles: StaffRole[];
  emailVerified: boolean;
  blocked: boolean;
  blockedAt: string | null;
  phone: string | null;
  companyName: string | null;
  cui: string | null;
  createdAt: string;
}

export const USER_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc', 'email-asc', 'email-desc'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `role` filter of the users list: a staff role, `staff` (any of them) or `user` (none). */
export const USER_ROLE_FILTERS = ['admin', 'moderator', 'consultant', 'staff', 'user'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

export const ADMIN_LISTING_SORTS = ['newest', 'oldest', 'updated', 'title-asc', 'title-desc', 'price-asc', 'price-desc'] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];

export const BULK_MODERATION_ACTIONS = ['approve', 'reject'] as const;
export type BulkModerationAction = (typeof BULK_MODERATION_ACTIONS)[number];
export const BULK_MODERATION_MAX_IDS = 100;

/** One id of a bulk moderation: done (with the listing's new status) or refused (with why). */
export type BulkModerationResult = { id: string; ok: true; status: ListingStatus } | { id: string; ok: false; error: { code: string; message: string } };

export interface BulkModerationResponse {
  action: BulkModerationAction;
  succeeded: number;
  failed: number;
  results: BulkModerationResult[];
}

/** Who owns a listing, as staff see it (never in public answers). */
export interface ListingOwner {
  id: string;
  fullName: string;
  email: string;
  /** Account type: individual (1) or legal entity (2), with its Romanian name. */
  userType: UserType;
  userTypeName: string;
}

/** A listing as staff see it (index, moderation queue, one listing): the owner's view plus who owns it. */
export type AdminListingView = ListingView<Record<string, unknown>> & { owner: ListingOwner | null };

/** `GET /api/admin/listings/{id}`: the listing with its owner, and the edit waiting for moderation beside it. */
export interface AdminListingDetail {
  listing: AdminListingView;
  revision: ListingView<Record<string, unknown>> | null;
}

export interface DashboardResponse {
  /** Moderation queue per family: new or resubmitted listings (`pending`) and edits of approved ones (`pendingRevisions`). */
  moderation: { type: ListingType; name: string; pending: number; pendingRevisions: number; total: number }[];
  moderationTotal: number;
  users: { registeredLast7Days: number; blocked: number };
  /** Consulting requests per open status. */
  consulting: { new: number; inProgress: number; waitingClient: number };
  /** Comments waiting for moderation (`/api/admin/comments`). */
  comments?: { pending: number };
  /** Orders (`/api/admin/orders`): waiting for the client's bank transfer, and paid in the last 30 days; only for roles that can read orders. */
  orders?: { awaitingPayment: number; paidLast30Days: number };
  /** Jobs of every queue that failed for good and wait in the failed set (`GET /api/admin/jobs/failed`). */
  failedJobs: number;
  generatedAt: string;
}

/** Someone a consulting request can be assigned to: an active consultant or admin. */
export interface ConsultingAssignee {
  id: string;
  fullName: string;
  email: string;
  roles: StaffRole[];
}

/** A job that failed for good, as `GET /api/admin/jobs/failed` lists it. */
export interface FailedJobView {
  queue: string;
  id: string;
  name: string;
  data: unknown;
  error: string;
  attempts: number;
  failedAt: string | null;
}

/** What a newsletter subscriber asked for (`POST /api/newsletter`, `/newsletter/funds`, `/newsletter/business`). */
export type NewsletterTopic = 'general' | 'funds' | 'business';
export const NEWSLETTER_TOPICS: readonly ListItem<NewsletterTopic>[] = [
  { id: 'general', name: 'General' },
  { id: 'funds', name: 'Finanțări' },
  { id: 'business', name: 'Afaceri' },
];

/**
 * `status` filter of the subscribers list: confirmed and still subscribed (default), waiting for
 * the address to confirm, unsubscribed, or every one.
 */
export const NEWSLETTER_STATUS_FILTERS = ['subscribed', 'pending', 'unsubscribed', 'all'] as const;
export type NewsletterStatusFilter = (typeof NEWSLETTER_STATUS_FILTERS)[number];

export const NEWSLETTER_SORTS = ['newest', 'oldest', 'email-asc', 'email-desc'] as const;
export type NewsletterSort = (typeof NEWSLETTER_SORTS)[number];

/** A newsletter subscriber as the staff console lists it. */
export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  topics: NewsletterTopic[];
  topicNames: string[];
  /** Given through `POST /api/masterdata/letterScribers`. */
  name: string | null;
  /** Confirmed and not unsubscribed: newsletter mail reaches the address. */
  subscribed: boolean;
  /** The address confirmed its subscription (double opt-in). */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

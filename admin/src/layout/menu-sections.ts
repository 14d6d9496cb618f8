import ArticleIcon from '@mui/icons-material/Article';
import ReportIcon from '@mui/icons-material/Report';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import EuroIcon from '@mui/icons-material/Euro';
import ForumIcon from '@mui/icons-material/Forum';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupIcon from '@mui/icons-material/Group';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import type SvgIcon from '@mui/material/SvgIcon';
import type { StaffRole } from '../roles';
import { CONTENT_MENU_ITEMS } from '../content/menu-items';

/** A Material icon component, e.g. the default export of '@mui/icons-material/Store'. */
export type MenuIcon = typeof SvgIcon;

/**
 * Who sees what in the console: the single place that maps menu sections and their items to
 * staff roles. The Menu and the Dashboard both read it.
 *
 * To add a screen, register its <Resource> in App.tsx and add an item to its section, e.g.
 *   { resource: 'company', label: 'resources.company.name', icon: StoreIcon, roles: ['admin', 'moderator'] }
 * An item is shown when the staff member's role is in both the section's and the item's `roles`
 * and its resource is registered (so a config entry never becomes a broken link).
 */

export type SectionId = 'listings' | 'consulting' | 'sales' | 'content' | 'staff';

export interface MenuItemConfig {
  /** Name of the <Resource> the item opens (its list page). */
  resource: string;
  /** Translation key of the item's label. */
  label: string;
  icon: MenuIcon;
  roles: readonly StaffRole[];
}

export interface MenuSection {
  id: SectionId;
  /** Translation key of the section title; `description` is shown on the dashboard. */
  label: string;
  description: string;
  icon: MenuIcon;
  roles: readonly StaffRole[];
  items: readonly MenuItemConfig[];
}

/** Who moderates and manages listings. */
export const LISTING_STAFF: readonly StaffRole[] = ['admin', 'moderator'];
/** Who works consulting requests. */
export const CONSULTING_STAFF: readonly StaffRole[] = ['admin', 'consultant'];
/** Who reads orders (only admins confirm payments or cancel: the order's page hides the buttons from the others). */
export const SALES_STAFF: readonly StaffRole[] = ['admin', 'consultant'];

export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    id: 'listings',
    label: 'roafaceri.sections.listings.label',
    description: 'roafaceri.sections.listings.description',
    icon: CampaignIcon,
    roles: ['admin', 'moderator'],
    items: [
      { resource: 'moderation', label: 'roafaceri.menu.moderation', icon: GavelIcon, roles: LISTING_STAFF },
      { resource: 'company', label: 'roafaceri.menu.company', icon: BusinessCenterIcon, roles: LISTING_STAFF },
      { resource: 'active', label: 'roafaceri.menu.active', icon: PrecisionManufacturingIcon, roles: LISTING_STAFF },
      { resource: 'fund', label: 'roafaceri.menu.fund', icon: EuroIcon, roles: LISTING_STAFF },
      { resource: 'service', label: 'roafaceri.menu.service', icon: HomeRepairServiceIcon, roles: LISTING_STAFF },
      { resource: 'investment', label: 'roafaceri.menu.investment', icon: PersonSearchIcon, roles: LISTING_STAFF },
      { resource: 'investor', label: 'roafaceri.menu.investor', icon: SavingsIcon, roles: LISTING_STAFF },
      { resource: 'comments', label: 'roafaceri.menu.comments', icon: ForumIcon, roles: LISTING_STAFF },
      { resource: 'message-reports', label: 'Mesaje raportate', icon: ReportIcon, roles: LISTING_STAFF },
    ],
  },
  {
    id: 'consulting',
    label: 'roafaceri.sections.consulting.label',
    description: 'roafaceri.sections.consulting.description',
    icon: HandshakeIcon,
    roles: ['admin', 'consultant'],
    items: [
      { resource: 'consulting', label: 'roafaceri.staff.menu.consulting', icon: SupportAgentIcon, roles: CONSULTING_STAFF },
      { resource: 'funding-forms', label: 'roafaceri.menu.funding_forms', icon: DescriptionIcon, roles: CONSULTING_STAFF },
      { resource: 'funding-programmes', label: 'Programe de finanțare', icon: LibraryBooksIcon, roles: CONSULTING_STAFF },
      { resource: 'valuation-reports', label: 'Rapoarte de evaluare', icon: AssessmentIcon, roles: CONSULTING_STAFF },
    ],
  },
  {
    id: 'sales',
    label: 'roafaceri.sections.sales.label',
    description: 'roafaceri.sections.sales.description',
    icon: ShoppingCartIcon,
    roles: ['admin', 'consultant'],
    items: [
      { resource: 'orders', label: 'roafaceri.menu.orders', icon: ReceiptLongIcon, roles: SALES_STAFF },
      { resource: 'efactura', label: 'roafaceri.menu.efactura', icon: CloudSyncIcon, roles: SALES_STAFF },
    ],
  },
  {
    id: 'content',
    label: 'roafaceri.sections.content.label',
    description: 'roafaceri.sections.content.description',
    icon: ArticleIcon,
    roles: ['admin', 'moderator'],
    items: [
      { resource: 'news', label: 'roafaceri.menu.news', icon: NewspaperIcon, roles: LISTING_STAFF },
      { resource: 'newsletter', label: 'roafaceri.staff.menu.newsletter', icon: MarkEmailReadIcon, roles: LISTING_STAFF },
      { resource: 'newsletter-campaigns', label: 'roafaceri.menu.newsletter_campaigns', icon: ForwardToInboxIcon, roles: LISTING_STAFF },
      ...CONTENT_MENU_ITEMS,
    ],
  },
  {
    id: 'staff',
    label: 'roafaceri.sections.staff.label',
    description: 'roafaceri.sections.staff.description',
    icon: GroupIcon,
    // Moderators see the users (to block an abusive account); roles, audit and jobs stay the admins'.
    roles: ['admin', 'moderator'],
    items: [
      { resource: 'users', label: 'roafaceri.staff.menu.users', icon: ManageAccountsIcon, roles: LISTING_STAFF },
      { resource: 'audit', label: 'roafaceri.staff.menu.audit', icon: HistoryIcon, roles: ['admin'] },
      { resource: 'failed-jobs', label: 'roafaceri.staff.menu.failed_jobs', icon: SyncProblemIcon, roles: ['admin'] },
    ],
  },
];

/**
 * The sections a role may use, each with only the items that role may open.
 * `isRegistered` filters out items whose resource is not (yet) declared in <Admin>.
 */
export function sectionsForRole(
  role: StaffRole | undefined,
  isRegistered: (resource: string) => boolean = () => true,
  sections: readonly MenuSection[] = MENU_SECTIONS,
): MenuSection[] {
  if (!role) return [];
  return sections
    .filter((section) => section.roles.includes(role))
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => item.roles.includes(role) && isRegistered(item.resource)),
    }));
}

/**
 * Whether a role may open a resource's pages (authProvider.canAccess): the roles of its menu
 * item and of the item's section. Resources without a menu item are left to the API's guards.
 */
export function canAccessResource(role: StaffRole | undefined, resource: string, sections: readonly MenuSection[] = MENU_SECTIONS): boolean {
  const owners = sections.filter((section) => section.items.some((item) => item.resource === resource));
  if (owners.length === 0) return role !== undefined;
  if (!role) return false;
  return owners.some((section) => section.roles.includes(role) && section.items.some((item) => item.resource === resource && item.roles.includes(role)));
}

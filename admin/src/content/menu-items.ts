import ArticleIcon from '@mui/icons-material/Article';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LinkIcon from '@mui/icons-material/Link';
import QuizIcon from '@mui/icons-material/Quiz';
import RateReviewIcon from '@mui/icons-material/RateReview';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import type { StaffRole } from '../roles';
import type { MenuItemConfig } from '../layout/menu-sections';
import { contentResourceOf } from './resources';

/** Who edits the site's content (the API's requirement of /api/admin/content). */
export const CONTENT_STAFF: readonly StaffRole[] = ['admin', 'moderator'];

/** The content screens in the menu's "Conținut" section (after the news). */
export const CONTENT_MENU_ITEMS: readonly MenuItemConfig[] = [
  { resource: contentResourceOf('success_story'), label: 'roafaceri.content.menu.success_stories', icon: RateReviewIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('faq_entry'), label: 'roafaceri.content.menu.faq', icon: QuizIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('team_member'), label: 'roafaceri.content.menu.team', icon: GroupsIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('partner'), label: 'roafaceri.content.menu.partners', icon: HandshakeIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('portfolio_project'), label: 'roafaceri.content.menu.portfolio', icon: WorkHistoryIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('special_post'), label: 'roafaceri.content.menu.special_posts', icon: ArticleIcon, roles: CONTENT_STAFF },
  { resource: contentResourceOf('featured_link'), label: 'roafaceri.content.menu.featured_links', icon: LinkIcon, roles: CONTENT_STAFF },
];

import type { ComponentType } from 'react';
import { faq } from './faq';
import { featuredLinks } from './featured-links';
import { partners } from './partners';
import { portfolio } from './portfolio';
import { contentResourceOf } from './resources';
import { specialPosts } from './special-posts';
import { successStories } from './success-stories';
import { team } from './team';

export interface ContentScreen {
  name: string;
  list: ComponentType;
  edit: ComponentType;
  create: ComponentType;
  icon: ComponentType;
}

/** One resource per kind of editorial content (App.tsx registers them; menu-items.ts lists them). */
export const CONTENT_SCREENS: readonly ContentScreen[] = [
  { name: contentResourceOf('success_story'), ...successStories },
  { name: contentResourceOf('faq_entry'), ...faq },
  { name: contentResourceOf('team_member'), ...team },
  { name: contentResourceOf('partner'), ...partners },
  { name: contentResourceOf('portfolio_project'), ...portfolio },
  { name: contentResourceOf('special_post'), ...specialPosts },
  { name: contentResourceOf('featured_link'), ...featuredLinks },
];

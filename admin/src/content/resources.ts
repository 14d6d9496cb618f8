import { CONTENT_KINDS, CONTENT_RESOURCES, type ContentKind } from '@contracts/content-admin';

/**
 * The console's resources of the editorial content, one per kind: `content-<path>` (the kind's
 * path under /api/admin/content). Names without a slash, so react-admin's routes stay simple.
 */
export const CONTENT_RESOURCE_PREFIX = 'content-';

export const contentResourceOf = (kind: ContentKind) => `${CONTENT_RESOURCE_PREFIX}${CONTENT_RESOURCES[kind].path}`;

/** Resource name → the kind's path under /api/admin/content. */
export const CONTENT_API_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [contentResourceOf(kind), CONTENT_RESOURCES[kind].path]),
);

export const SUCCESS_STORIES_RESOURCE = contentResourceOf('success_story');

import ForumIcon from '@mui/icons-material/Forum';
import { CommentsList } from './CommentsList';

export { COMMENTS_RESOURCE, withCommentResources, type CommentMethods } from './comments-provider';

/** Comments on news articles (admins and moderators): the moderation list. */
export const comments = { list: CommentsList, icon: ForumIcon };

import { required } from 'react-admin';
import { trimmedLength } from './validators';

/** The rejection reason's field, the same for one listing and for a selection: required, 5 to 1000 characters. */
export const REJECT_REASON = {
  label: 'resources.moderation.actions.reason',
  helperText: 'resources.moderation.actions.reason_help',
  validate: [required(), trimmedLength(5, 1000)],
};

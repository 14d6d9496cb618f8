import { COMMENT_STATUS_LABELS } from '@contracts/comments';

/** Romanian texts of the comments screen; ro.ts adds them to `resources` and `roafaceri.menu`. */
export const commentResources = {
  comments: {
    name: 'Comentariu |||| Comentarii |||| Comentarii',
    fields: {
      id: 'ID',
      text: 'Comentariu',
      listingTitle: 'Articol',
      listingId: 'Articol (ID)',
      authorName: 'Autor',
      authorEmail: 'Email autor',
      status: 'Stare',
      moderationNote: 'Motivul respingerii',
      createdAt: 'Trimis la',
      moderatedAt: 'Moderat la',
      q: 'Caută',
    },
    status: { ...COMMENT_STATUS_LABELS, all: 'Toate' },
    actions: {
      approve: 'Aprobă',
      reject: 'Respinge',
      reject_title: 'Respinge comentariul lui %{name}',
      reason: 'Motivul respingerii',
      reason_help: 'Între 5 și 500 de caractere; autorul îl vede în contul său.',
    },
    notifications: {
      approved: 'Comentariul a fost aprobat și apare sub articol.',
      rejected: 'Comentariul a fost respins.',
    },
    empty: 'Niciun comentariu nu așteaptă verificarea.',
  },
};

export const commentMenuLabel = 'Comentarii';

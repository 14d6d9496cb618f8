import { Link } from 'react-router';
import type { Route } from './+types/messages';
import { PageHeader, Section } from '~/components/PageLayout';
import type { ConversationSummary } from '@contracts/messages';
import { ConversationView } from '~/features/messages/ConversationView';
import { formatMessageTime } from '~/features/messages/format';
import { conversationAction, loadMessagesPage } from '~/features/messages/messages.server';
import { conversationPath } from '~/features/messages/paths';
import { pageMeta } from '~/lib/meta';

/** `cont/mesaje` (the list) and `cont/mesaje/:id` (one thread) in one route. */
export const loader = (args: Route.LoaderArgs) => loadMessagesPage(args);
export const action = (args: Route.ActionArgs) => conversationAction(args);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.kind === 'thread' ? `Mesaje: ${loaderData.thread.conversation.listing.title}` : 'Mesaje',
    'Conversațiile tale cu vânzătorii și cumpărătorii de pe RoAfaceri.',
  ),
  { name: 'robots', content: 'noindex' },
];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'thread') return <ConversationView key={loaderData.thread.conversation.id} thread={loaderData.thread} actionData={actionData} />;
  return <ConversationList conversations={loaderData.conversations} />;
}

/** The user's conversations, newest activity first. Everything a user typed is shown as text. */
function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  return (
    <>
      <PageHeader eyebrow="Contul meu" title="Mesaje" lead="Conversațiile tale despre anunțuri: cele începute de tine și cele primite la anunțurile tale." />
      <Section>
        {conversations.length === 0 ? (
          <div className="empty-state" data-testid="conversations-empty">
            <h2 className="section__title">Nu ai nicio conversație</h2>
            <p>Scrie-i proprietarului unui anunț din pagina anunțului; conversația apare aici.</p>
          </div>
        ) : (
          <ul className="my-listings" aria-label="Conversațiile tale">
            {conversations.map((conversation) => {
              const titleId = `conversatie-${conversation.id}-titlu`;
              return (
                <li key={conversation.id} className="my-listing" data-conversation-id={conversation.id} aria-labelledby={titleId}>
                  <img className="my-listing__thumb" src={conversation.listing.thumbnail} alt="" width={120} height={90} loading="lazy" decoding="async" />
                  <div className="my-listing__body">
                    <div className="my-listing__head">
                      <p className="my-listing__family">
                        {conversation.role === 'buyer' ? 'Vânzător' : 'Cumpărător'}: {conversation.other.fullName}
                      </p>
                      {conversation.unread > 0 ? (
                        <span className="badge" aria-label={`${conversation.unread} mesaje necitite`} data-testid="conversation-unread">
                          {conversation.unread}
                        </span>
                      ) : null}
                    </div>
                    <h2 className="my-listing__title" id={titleId}>
                      <Link to={conversationPath(conversation.id)}>{conversation.listing.title}</Link>
                    </h2>
                    {conversation.lastMessage ? (
                      <p className="muted-text" data-testid="conversation-excerpt">
                        {conversation.lastMessage.mine ? 'Tu: ' : ''}
                        {conversation.lastMessage.excerpt}
                        {' · '}
                        <time dateTime={conversation.lastMessage.sentAt}>{formatMessageTime(conversation.lastMessage.sentAt)}</time>
                      </p>
                    ) : null}
                    {conversation.blockedByMe ? <p className="muted-text">Ai blocat acest utilizator.</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </>
  );
}

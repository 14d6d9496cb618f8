import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ListingDocument } from '../../contracts/listings.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';
import { UploadEntity } from '../uploads/upload.entity.js';

/** One buyer's conversation with a listing's owner about that listing (one per listing and buyer). */
@Entity({ name: 'conversations' })
@Index('IDX_conversations_listing_buyer', ['listingId', 'buyerId'], { unique: true })
@Index('IDX_conversations_buyer_last', ['buyerId', 'lastMessageAt'])
@Index('IDX_conversations_seller_last', ['sellerId', 'lastMessageAt'])
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_conversations_listing' })
  listing?: ListingEntity;

  @Column({ type: 'uuid' })
  buyerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'buyer_id', foreignKeyConstraintName: 'FK_conversations_buyer' })
  buyer?: UserEntity;

  /** The listing's owner when the conversation started. */
  @Column({ type: 'uuid' })
  sellerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'FK_conversations_seller' })
  seller?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;
}

/** One message: plain text as typed (rendered as text, never as HTML) and its private documents. */
@Entity({ name: 'messages' })
@Check('messages_body_check', 'char_length(body) BETWEEN 1 AND 5000')
@Index('IDX_messages_conversation_created', ['conversationId', 'createdAt'])
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id', foreignKeyConstraintName: 'FK_messages_conversation' })
  conversation?: ConversationEntity;

  @Column({ type: 'uuid' })
  senderId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id', foreignKeyConstraintName: 'FK_messages_sender' })
  sender?: UserEntity;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: ListingDocument[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the recipient opened the thread after it arrived. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** When the recipient's email announcing it was sent (one email per burst). */
  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}

/** A private document (a row of `uploads`) attached to one message. */
@Entity({ name: 'message_attachments' })
@Index('IDX_message_attachments_message', ['messageId'])
export class MessageAttachmentEntity {
  @PrimaryColumn({ type: 'uuid' })
  uploadId: string;

  @OneToOne(() => UploadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id', foreignKeyConstraintName: 'FK_message_attachments_upload' })
  upload?: UploadEntity;

  @Column({ type: 'uuid' })
  messageId: string;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'FK_message_attachments_message' })
  message?: MessageEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** `blockerId` receives nothing from `blockedId` (in any conversation) and cannot write to them. */
@Entity({ name: 'user_blocks' })
export class UserBlockEntity {
  @PrimaryColumn({ type: 'uuid' })
  blockerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id', foreignKeyConstraintName: 'FK_user_blocks_blocker' })
  blocker?: UserEntity;

  @PrimaryColumn({ type: 'uuid' })
  blockedId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_id', foreignKeyConstraintName: 'FK_user_blocks_blocked' })
  blocked?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A recipient's report of a message to the moderators. */
@Entity({ name: 'message_reports' })
@Index('IDX_message_reports_message_reporter', ['messageId', 'reporterId'], { unique: true })
@Index('IDX_message_reports_handled_created', ['handledAt', 'createdAt'])
export class MessageReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  messageId: string;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'FK_message_reports_message' })
  message?: MessageEntity;

  @Column({ type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id', foreignKeyConstraintName: 'FK_message_reports_reporter' })
  reporter?: UserEntity;

  @Column({ type: 'varchar', length: 1000 })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  handledBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'handled_by', foreignKeyConstraintName: 'FK_message_reports_handled_by' })
  handler?: UserEntity;
}

export const MESSAGING_ENTITIES = [ConversationEntity, MessageEntity, MessageAttachmentEntity, UserBlockEntity, MessageReportEntity];

import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  FAQ_TOPICS,
  FEATURED_LINK_PLACEMENTS,
  PARTNER_KINDS,
  PORTFOLIO_CATEGORIES,
  SPECIAL_POST_COLLECTIONS,
  SUCCESS_STORY_RATING_MAX,
  SUCCESS_STORY_RATING_MIN,
  type ContentBlock,
  type FaqTopic,
  type FeaturedLinkPlacement,
  type PartnerKind,
  type PortfolioCategory,
  type SpecialPostCollection,
} from '../../../contracts/content.js';
import { TrimmedText } from '../../../core/validation/decorators.js';
import { unknownPlaceholders } from '../../../contracts/price-list.js';

/** Lower-case letters, digits and inner hyphens, at most 120 characters (the public slugs' rule). */
export const CONTENT_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
/** A path of this site: `/`, `/pagina`, `/a/b`, with an optional query or fragment; never another host. */
export const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:[?#][a-z0-9=&#_-]*)?$/;

const ids = <T extends readonly { id: string }[]>(list: T) => list.map((item) => item.id) as T[number]['id'][];
const CATEGORY_IDS = ids(PORTFOLIO_CATEGORIES);
const PARTNER_KIND_IDS = ids(PARTNER_KINDS);
const PLACEMENT_IDS = ids(FEATURED_LINK_PLACEMENTS);
const TOPIC_IDS = ids(FAQ_TOPICS);
const BLOCK_TYPES = ['heading', 'paragraph', 'list'] as const;

const trimEach = Transform(({ value }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value));
/** An empty text field of the console means "none". */
const emptyAsNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

function ContentSlug(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'Adresa (slug) este obligatorie.' })(target, key);
    Matches(CONTENT_SLUG, {
      message: 'Adresa (slug) poate avea doar litere mici fără diacritice, cifre și cratime (nu la început sau la sfârșit), cel mult 120 de caractere.',
    })(target, key);
  };
}

function SitePath(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))(target, key);
    IsString({ message: 'Adresa este obligatorie.' })(target, key);
    MaxLength(200, { message: 'Maximum 200 de caractere.' })(target, key);
    Matches(SITE_PATH, { message: 'Adresa trebuie să fie o pagină a site-ului, de forma /pagina (litere mici, cifre și cratime).' })(target, key);
  };
}

/**
 * A text (or each text of a list) whose price placeholders („{{pret:evaluarea-afacerilor}}”) all name
 * something in the price list (contracts/price-list.ts): a typo would show the braces on the site.
 */
function KnownPricePlaceholders(): PropertyDecorator {
  return ValidateBy({
    name: 'knownPricePlaceholders',
    validator: {
      validate: (value: unknown) =>
        (Array.isArray(value) ? value : [value]).every((text) => typeof text !== 'string' || unknownPlaceholders(text).length === 0),
      defaultMessage: () =>
        'Textul conține un câmp de preț necunoscut. Prețurile se scriu {{pret:<serviciu sau produs>}}, duratele {{durata:<serviciu>}} sau {{zile:<pachet>}}, termenul raportului {{livrare-raport}}.',
    },
  });
}

/** An optional, trimmed text of at most `max` characters; empty means none (stored as absent). */
function OptionalText(min: number, max: number): PropertyDecorator {
  return (target, key) => {
    emptyAsNull(target, key);
    IsOptional()(target, key);
    IsString({ message: 'Valoarea trebuie să fie text.' })(target, key);
    MinLength(min, { message: `Minimum ${min} caractere.` })(target, key);
    MaxLength(max, { message: `Maximum ${max} caractere.` })(target, key);
  };
}

/** Fields every kind has: where the entry stands in its list and whether the site shows it. */
export class ContentEntryInputDto {
  @ApiPropertyOptional({ description: 'Place in the list, from 0; the others move to make room. Absent: last.' })
  @IsOptional()
  @IsInt({ message: 'Poziția trebuie să fie un număr întreg.' })
  @Min(0, { message: 'Poziția minimă este 0.' })
  @Max(9999, { message: 'Poziția maximă este 9999.' })
  position?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Valoarea trebuie să fie da sau nu.' })
  published?: boolean;
}

export class CreatePortfolioProjectDto extends ContentEntryInputDto {
  @ApiProperty({ description: 'The project id on the public site', example: 'linie-productie-ambalaje-brasov' })
  @ContentSlug()
  slug: string;

  @ApiProperty()
  @TrimmedText(3, 160)
  title: string;

  @ApiProperty({ example: 'SRL de familie' })
  @TrimmedText(2, 120)
  clientType: string;

  @ApiProperty()
  @TrimmedText(2, 80)
  sector: string;

  @ApiProperty({ example: 'Nord-Vest' })
  @TrimmedText(2, 60)
  region: string;

  @ApiProperty()
  @TrimmedText(2, 80)
  city: string;

  @ApiProperty({ example: 'PNRR – digitalizarea IMM-urilor' })
  @TrimmedText(2, 200)
  programme: string;

  @ApiProperty({ description: 'Euro' })
  @IsInt({ message: 'Suma trebuie să fie un număr întreg de euro.' })
  @Min(1, { message: 'Suma trebuie să fie pozitivă.' })
  @Max(10_000_000_000, { message: 'Suma este prea mare.' })
  amountEur: number;

  @ApiProperty()
  @IsInt({ message: 'Anul trebuie să fie un număr întreg.' })
  @Min(1990, { message: 'Anul minim este 1990.' })
  @Max(2100, { message: 'Anul maxim este 2100.' })
  year: number;

  @ApiProperty()
  @TrimmedText(10, 600)
  result: string;

  @ApiProperty({ enum: CATEGORY_IDS })
  @IsIn(CATEGORY_IDS, { message: 'Categoria trebuie să fie una dintre: finantare, tranzactie, evaluare.' })
  category: PortfolioCategory;
}

export class UpdatePortfolioProjectDto extends PartialType(CreatePortfolioProjectDto) {}

export class CreatePartnerDto extends ContentEntryInputDto {
  @ApiProperty({ example: 'banca-meridian' })
  @ContentSlug()
  slug: string;

  @ApiProperty()
  @TrimmedText(2, 120)
  name: string;

  @ApiProperty({ enum: PARTNER_KIND_IDS })
  @IsIn(PARTNER_KIND_IDS, { message: 'Tipul partenerului trebuie să fie unul dintre: bancă, fond de investiții, asociație, furnizor, client.' })
  kind: PartnerKind;

  @ApiProperty()
  @TrimmedText(10, 400)
  description: string;

  @ApiProperty()
  @TrimmedText(2, 80)
  city: string;

  @ApiPropertyOptional({ example: 'https://banca-meridian.ro', nullable: true })
  @emptyAsNull
  @IsOptional()
  @IsString({ message: 'Adresa site-ului trebuie să fie text.' })
  @MaxLength(200, { message: 'Maximum 200 de caractere.' })
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true },
    { message: 'Adresa site-ului trebuie să fie completă și să înceapă cu https://.' },
  )
  website?: string | null;
}

export class UpdatePartnerDto extends PartialType(CreatePartnerDto) {}

export class CreateFeaturedLinkDto extends ContentEntryInputDto {
  @ApiProperty({ enum: PLACEMENT_IDS })
  @IsIn(PLACEMENT_IDS, { message: 'Locul linkului trebuie să fie web (subsolul site-ului) sau misc (prima pagină).' })
  placement: FeaturedLinkPlacement;

  @ApiProperty()
  @TrimmedText(2, 80)
  label: string;

  @ApiProperty({ example: '/portofoliu' })
  @SitePath()
  path: string;
}

export class UpdateFeaturedLinkDto extends PartialType(CreateFeaturedLinkDto) {}

/** A block of a post's body: plain text (markup is removed on save). */
export class ContentBlockDto {
  @ApiProperty({ enum: BLOCK_TYPES })
  @IsIn(BLOCK_TYPES, { message: 'Tipul blocului trebuie să fie heading (titlu), paragraph (paragraf) sau list (listă).' })
  type: ContentBlock['type'];

  @ApiPropertyOptional({ description: 'Headings and paragraphs' })
  @ValidateIf((block: ContentBlockDto) => block.type !== 'list')
  @TrimmedText(2, 3000)
  @KnownPricePlaceholders()
  text?: string;

  @ApiPropertyOptional({ type: [String], description: 'Lists' })
  @ValidateIf((block: ContentBlockDto) => block.type === 'list')
  @trimEach
  // The first failing check is reported: the most basic one is declared last.
  @KnownPricePlaceholders()
  @MaxLength(500, { each: true, message: 'Un element al listei poate avea cel mult 500 de caractere.' })
  @IsNotEmpty({ each: true, message: 'Elementele listei nu pot fi goale.' })
  @IsString({ each: true, message: 'Fiecare element al listei trebuie să fie text.' })
  @ArrayMaxSize(30, { message: 'O listă poate avea cel mult 30 de elemente.' })
  @ArrayMinSize(1, { message: 'O listă trebuie să aibă cel puțin un element.' })
  @IsArray({ message: 'O listă trebuie să aibă elemente.' })
  items?: string[];
}

/** A call to action: a label and a page of this site. */
export class ContentLinkDto {
  @ApiProperty()
  @TrimmedText(2, 80)
  label: string;

  @ApiProperty({ example: '/contact' })
  @SitePath()
  path: string;
}

export class CreateSpecialPostDto extends ContentEntryInputDto {
  @ApiProperty({ example: 'due-diligence', description: 'Unique across collections' })
  @ContentSlug()
  slug: string;

  @ApiProperty({ enum: SPECIAL_POST_COLLECTIONS })
  @IsIn(SPECIAL_POST_COLLECTIONS, { message: 'Colecția trebuie să fie servicii-roafaceri.' })
  collection: SpecialPostCollection;

  @ApiProperty()
  @TrimmedText(3, 160)
  title: string;

  @ApiProperty()
  @TrimmedText(10, 400)
  excerpt: string;

  @ApiProperty({ example: '{{durata:due-diligence}}', description: 'A service of the price list names its duration by placeholder (contracts/price-list.ts)' })
  @TrimmedText(2, 80)
  @KnownPricePlaceholders()
  duration: string;

  @ApiProperty({
    example: 'de la {{pret:due-diligence}}',
    description: 'Prices are named by placeholder, filled from the price list (contracts/price-list.ts)',
  })
  @TrimmedText(2, 80)
  @KnownPricePlaceholders()
  priceHint: string;

  @ApiProperty({ type: [ContentBlockDto] })
  @ValidateNested({ each: true })
  @Type(() => ContentBlockDto)
  @ArrayMaxSize(60, { message: 'Conținutul poate avea cel mult 60 de blocuri.' })
  @ArrayMinSize(1, { message: 'Conținutul trebuie să aibă cel puțin un bloc.' })
  @IsArray({ message: 'Conținutul trebuie să fie o listă de blocuri.' })
  body: ContentBlockDto[];

  @ApiProperty({ type: [String] })
  @trimEach
  @MaxLength(300, { each: true, message: 'Un rezultat poate avea cel mult 300 de caractere.' })
  @IsNotEmpty({ each: true, message: 'Rezultatele nu pot fi goale.' })
  @IsString({ each: true, message: 'Fiecare rezultat trebuie să fie text.' })
  @ArrayMaxSize(20, { message: 'Cel mult 20 de rezultate.' })
  @ArrayMinSize(1, { message: 'Adaugă cel puțin un rezultat pentru client.' })
  @IsArray({ message: 'Rezultatele trebuie să fie o listă.' })
  deliverables: string[];

  @ApiProperty({ type: ContentLinkDto })
  @IsNotEmpty({ message: 'Îndemnul la acțiune este obligatoriu.' })
  @ValidateNested()
  @Type(() => ContentLinkDto)
  cta: ContentLinkDto;
}

export class UpdateSpecialPostDto extends PartialType(CreateSpecialPostDto) {}

export class CreateTeamMemberDto extends ContentEntryInputDto {
  @ApiProperty()
  @TrimmedText(2, 100)
  name: string;

  @ApiProperty({ example: 'Consultant senior, finanțări nerambursabile' })
  @TrimmedText(2, 160)
  role: string;

  @ApiProperty({ example: '15 ani de experiență, peste 140 de proiecte finanțate' })
  @TrimmedText(2, 200)
  experience: string;

  @ApiProperty()
  @TrimmedText(2, 200)
  focus: string;
}

export class UpdateTeamMemberDto extends PartialType(CreateTeamMemberDto) {}

export class CreateFaqEntryDto extends ContentEntryInputDto {
  @ApiProperty({ enum: TOPIC_IDS })
  @IsIn(TOPIC_IDS, { message: 'Tema trebuie să fie una dintre: cont, anunturi, promovare, finantari, plati.' })
  topic: FaqTopic;

  @ApiProperty()
  @TrimmedText(5, 200)
  question: string;

  @ApiProperty()
  @TrimmedText(10, 2000)
  @KnownPricePlaceholders()
  answer: string;
}

export class UpdateFaqEntryDto extends PartialType(CreateFaqEntryDto) {}

/** A success story written by staff (published at once unless `published: false`). */
export class CreateSuccessStoryDto extends ContentEntryInputDto {
  @ApiProperty()
  @TrimmedText(2, 100)
  name: string;

  @ApiProperty()
  @TrimmedText(2, 120)
  company: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalText(2, 80)
  city?: string | null;

  @ApiProperty()
  @TrimmedText(20, 1000)
  quote: string;

  @ApiProperty({ minimum: SUCCESS_STORY_RATING_MIN, maximum: SUCCESS_STORY_RATING_MAX })
  @IsInt({ message: 'Nota trebuie să fie un număr întreg de la 1 la 5.' })
  @Min(SUCCESS_STORY_RATING_MIN, { message: 'Nota trebuie să fie un număr întreg de la 1 la 5.' })
  @Max(SUCCESS_STORY_RATING_MAX, { message: 'Nota trebuie să fie un număr întreg de la 1 la 5.' })
  rating: number;
}

export class UpdateSuccessStoryDto extends PartialType(CreateSuccessStoryDto) {}

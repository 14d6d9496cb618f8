/** Partners grouped by kind and the initials shown in place of a logo. */
import { PARTNER_KINDS, type Partner, type PartnerKind } from '@contracts/content';

export interface PartnerGroup {
  kind: PartnerKind;
  title: string;
  partners: Partner[];
}

/** Groups in the order of PARTNER_KINDS; kinds without partners are left out. */
export function groupPartners(partners: readonly Partner[]): PartnerGroup[] {
  return PARTNER_KINDS.map((kind) => ({ kind: kind.id, title: kind.title, partners: partners.filter((partner) => partner.kind === kind.id) })).filter(
    (group) => group.partners.length > 0,
  );
}

/** Up to two letters of a name's words ('Banca Meridian' → 'BM', 'Legis & Asociații' → 'LA', 'Contab Expert' → 'CE'). */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{N}]*/gu) ?? [];
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => word?.charAt(0).toLocaleUpperCase('ro-RO') ?? '').join('') || '?';
}

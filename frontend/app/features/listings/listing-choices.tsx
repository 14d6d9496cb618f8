import type { ComponentType } from 'react';
import { BuildingIcon, BriefcaseIcon, CoinsIcon, HandshakeIcon } from '~/components/TopicIcons';
import { paths } from '~/lib/paths';

export interface ListingChoice {
  id: 'company' | 'service' | 'investor' | 'partner';
  title: string;
  description: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The four choices of the add-listing modal (spec section 2) and of the /anunt-nou page. */
export const LISTING_CHOICES: readonly ListingChoice[] = [
  {
    id: 'company',
    title: 'Vând o afacere',
    description: 'Listează compania ta și găsește cumpărătorul potrivit, discret și verificat.',
    to: paths.addCompany(),
    Icon: BuildingIcon,
  },
  {
    id: 'service',
    title: 'Promovez un serviciu',
    description: 'Prezintă serviciile firmei tale comunității de antreprenori RoAfaceri.',
    to: paths.addService(),
    Icon: BriefcaseIcon,
  },
  {
    id: 'investor',
    title: 'Vreau să investesc',
    description: 'Spune ce domenii te interesează și primește oportunități de investiție.',
    to: paths.addInvestor(),
    Icon: CoinsIcon,
  },
  {
    id: 'partner',
    title: 'Caut un partener',
    description: 'Găsește un asociat sau finanțare pentru proiectul tău de afaceri.',
    to: paths.addPartnerSearch(),
    Icon: HandshakeIcon,
  },
];

export const ADD_LISTING_TITLE = 'Ce planuri ai azi pentru afacerea ta?';

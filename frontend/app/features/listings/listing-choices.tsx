import type { ComponentType } from 'react';
import { BuildingIcon, BriefcaseIcon, CoinsIcon, FactoryIcon, HandshakeIcon } from '~/components/TopicIcons';
import { paths } from '~/lib/paths';

export interface ListingChoice {
  id: 'company' | 'active' | 'service' | 'investor' | 'partner';
  title: string;
  description: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/**
 * The choices of the add-listing modal (spec section 2) and of the /anunt-nou page: one list, so
 * both always offer the same. The spec names four; the assets family („Vând active”, issue 31) is
 * the fifth, next to the business sale, so every family users publish can be reached from the
 * toolbar's modal as well as from the page.
 */
export const LISTING_CHOICES: readonly ListingChoice[] = [
  {
    id: 'company',
    title: 'Vând o afacere',
    description: 'Listează compania ta și găsește cumpărătorul potrivit, discret și verificat.',
    to: paths.addCompany(),
    Icon: BuildingIcon,
  },
  {
    id: 'active',
    title: 'Vând active',
    description: 'Utilaje, vehicule, imobile, spații comerciale sau terenuri ale firmei, pentru cumpărători din mediul de afaceri.',
    to: paths.addActive(),
    Icon: FactoryIcon,
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

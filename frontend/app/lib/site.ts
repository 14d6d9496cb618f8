/** Fixed facts about the site shown in the shell (top bar, footer, contact page). */
export const site = {
  brand: 'RoAfaceri',
  domain: 'roafaceri.ro',
  contactEmail: 'contact@roafaceri.ro',
  workingHours: 'Luni - Vineri 09:00-17:00',
  defaultPublicUrl: 'http://localhost:3000',
  /** Local storage prefix (spec section 9: '{product}'). */
  storagePrefix: 'roafaceri',
  communityMembers: '250.000',
  clients2024: 300,
  fiveStarReviews: 170,
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/roafaceri' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/roafaceri' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/roafaceri' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@roafaceri' },
  ],
  anpcSalUrl: 'https://anpc.ro/ce-este-sal/',
  anpcSolUrl: 'https://ec.europa.eu/consumers/odr',
} as const;

export type SocialId = (typeof site.social)[number]['id'];

/** The consultants shown on the team page (/echipa, /serviciile-noastre). */
export interface Consultant {
  name: string;
  role: string;
  experience: string;
  focus: string;
}

export const CONSULTANTS: readonly Consultant[] = [
  {
    name: 'Mihai Dumitrescu',
    role: 'Consultant senior, finanțări nerambursabile',
    experience: '15 ani de experiență, peste 140 de proiecte finanțate',
    focus: 'PNRR, programe regionale și fonduri pentru agricultură',
  },
  {
    name: 'Ioana Stan',
    role: 'Evaluator autorizat ANEVAR',
    experience: '11 ani de experiență în evaluarea întreprinderilor',
    focus: 'rapoarte de evaluare și due diligence financiar',
  },
  {
    name: 'Radu Constantinescu',
    role: 'Consultant senior, tranzacții cu afaceri',
    experience: '12 ani de experiență, peste 60 de tranzacții încheiate',
    focus: 'vânzări de afaceri și atragerea investitorilor',
  },
  {
    name: 'Elena Petrescu',
    role: 'Consultant senior, planuri de afaceri și digitalizare',
    experience: '10 ani de experiență cu IMM-uri și start-up-uri',
    focus: 'planuri de afaceri, proiecții financiare și proiecte de digitalizare',
  },
];

/** Why work with the provider: the spec's footer claims (section 1) on the team page. */
export const TEAM_PROMISES: readonly string[] = [
  'toți consultanții noștri sunt seniori, cu cel puțin zece ani de experiență în domeniul lor;',
  'fiecare consultant are asigurare de răspundere profesională (malpraxis), pentru liniștea ta;',
  'un singur interlocutor, de la prima discuție până la ultima cerere de rambursare sau la semnarea tranzacției;',
  'onorarii transparente: o parte fixă și un procent de succes, stabilite în scris de la început.',
];

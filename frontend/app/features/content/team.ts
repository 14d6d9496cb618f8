/** Why work with the provider: the spec's footer claims (section 1) on the team page. The consultants come from the API (content/team). */
export const TEAM_PROMISES: readonly string[] = [
  'toți consultanții noștri sunt seniori, cu cel puțin zece ani de experiență în domeniul lor;',
  'fiecare consultant are asigurare de răspundere profesională (malpraxis), pentru liniștea ta;',
  'un singur interlocutor, de la prima discuție până la ultima cerere de rambursare sau la semnarea tranzacției;',
  'onorarii transparente: o parte fixă și un procent de succes, stabilite în scris de la început.',
];

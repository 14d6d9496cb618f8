/** Romanian texts of a listing's figures in the console; ro.ts adds them as `roafaceri.listing_stats`. */
export const listingStatsMessages = {
  title: 'Statistici (30 de zile)',
  intro: 'Vizitatorii se numără o dată pe zi; roboții, proprietarul și echipa nu se numără.',
  error: 'Statisticile nu pot fi citite acum.',
  day: 'Ziua',
  views: 'Vizualizări',
  favourites: 'Favorite',
  conversations: 'Conversații',
  accessRequests: 'Cereri de acces',
  total: 'Total',
  empty_days: 'Zilele fără nicio activitate nu sunt afișate.',
} as const;

/** Listing families with the spec's numeric types (re-exported by lists.ts). */
export enum ListingType {
  Company = 1,
  Active = 2,
  Fund = 3,
  Service = 4,
  News = 5,
  Investment = 6,
  Investor = 7,
}

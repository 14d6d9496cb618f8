/**
 * Back from Stripe's hosted page while the card payment is being confirmed: the order page reloads
 * itself (a meta refresh, so also without JavaScript) every CARD_RELOAD_SECONDS, at most CARD_RELOADS
 * times; after that the „Reîncarcă” link stays.
 */
export const CARD_RELOADS = 10;
export const CARD_RELOAD_SECONDS = 3;

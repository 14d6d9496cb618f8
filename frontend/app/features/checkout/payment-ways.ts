/** How an order is paid, as the public pages say it: by transfer against the proforma, and by card when the site takes cards (no imports: public pages' scripts stay small). */
export function paymentWays(cardOffered: boolean): string {
  return cardOffered
    ? 'cu cardul, pe pagina securizată Stripe, sau prin transfer bancar, pe baza proformei primite pe email'
    : 'prin transfer bancar, pe baza proformei primite pe email';
}

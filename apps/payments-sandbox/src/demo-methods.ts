/**
 * The sandbox's test-mode fixtures: saved cards the portal's demo data names (a processor's test mode keeps
 * such customers too), so a fresh `npm start` can top up and pay with the card already on file.
 */
export const DEMO_PROVIDER_METHODS = {
  brightside: { id: 'pm_demo_brightside_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  plumbing: { id: 'pm_demo_plumbing_visa', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
} as const;

export const DEMO_METHODS_SQL = Object.values(DEMO_PROVIDER_METHODS)
  .map(
    (method) =>
      `insert into payments_sandbox.payment_methods (id, kind, brand, last4, exp_month, exp_year, behaviour)
       values ('${method.id}', 'CARD', '${method.brand}', '${method.last4}', ${method.expMonth}, ${method.expYear}, 'succeeds')
       on conflict (id) do nothing;`,
  )
  .join('\n');

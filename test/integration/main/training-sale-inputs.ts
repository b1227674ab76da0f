/*
 * What the integration tests sell on the training simulator through `flows:start-sale`.
 */

/** A ¥1,200 konbini sale at Lawson: it waits for its customer, so a test decides its end. */
export const konbiniSaleInput = {
  token: {
    payment_type: 'konbini',
    email: 'hanako@example.jp',
    data: {
      customer_name: 'Hanako Yamada',
      phone_number: { country_code: '81', local_number: '9012345678' },
      convenience_store: 'lawson',
      expiration_period: 'P3D',
    },
  },
  charge: { amount: 1200, currency: 'JPY' },
};

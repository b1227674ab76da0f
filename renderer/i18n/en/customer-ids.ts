/** Mapping a member number to the service's customer id (spec: Create a customer id). */
export const customerIds = {
  title: 'Customer id for a member number',
  memberNumber: 'Member number',
  memberNumberHint:
    'Your own system’s id for the customer. The same member number always gets the same customer id.',
  map: 'Find customer id',
  mapping: 'Asking the service…',
  notMapped: 'No customer id was made.',
  mayHaveMapped:
    'The customer id may have been made: the answer was lost. Ask again; the same member number gets the same id.',
  result: {
    title: 'Member number {{memberNumber}}',
    customerId: 'Customer id at the service',
    hint: 'Store this id under the metadata key univapay-customer-id when registering a card, and the customer’s cards are listed here.',
  },
  tokens: {
    caption: 'This customer’s stored payment details (tokens) at this store',
    created: 'Registered',
    method: 'Card or method',
    type: 'Kind',
    active: 'Usable',
    yes: 'Yes',
    inactive: 'No',
    id: 'Token id',
    reading: 'Reading the tokens…',
    none: 'No tokens are registered to this customer at this store.',
    readFailed: 'The tokens could not be read.',
    more: 'Show more',
  },
} as const;

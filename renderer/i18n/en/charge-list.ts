/** The filters every list of charges shares (Payments, the back office's history). */
export const chargeList = {
  status: 'Status',
  method: 'Method',
  all: 'All',
  fromDate: 'From',
  toDate: 'To (included)',
  search: 'Search',
  apply: 'Show',
  clear: 'Clear filters',
  noSuchDay: 'No such day in the calendar.',
  rangeReversed: 'The end date is before the start date. Choose a later end date.',
} as const;

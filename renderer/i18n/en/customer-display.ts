/** The customer's screen; it shows both languages at once, since the customer chooses none. */
export const customerDisplay = {
  welcome: 'Welcome',
} as const;

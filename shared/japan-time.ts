/**
 * Japan's zone: konbini and Japanese bank-transfer deadlines are Japan time whatever zone the
 * terminal or the store is in, and a store is in Japan until its settings say otherwise.
 */
export const japanTimeZone = 'Asia/Tokyo';

import { brandNamesIn } from '../../../shared/brand-names';

/** The brands namespace: every brand code's name in English (shared/brand-names.ts). */
export const brands = brandNamesIn('en');

import { brandNamesIn } from '../../../shared/brand-names';

/** The brands namespace: every brand code's name in Japanese (shared/brand-names.ts). */
export const brands = brandNamesIn('ja');

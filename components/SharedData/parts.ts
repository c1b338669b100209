// The parts of a page that show shared data, by the name SHARED_ATTR gives each.
export const SHARED_PARTS = ['pip', 'weather', 'flood', 'trending', 'promo', 'placeholder'] as const;
export type SharedPart = (typeof SHARED_PARTS)[number];

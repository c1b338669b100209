// The sports, one entry each (docs/recipes/add-a-sport.md): the only file of domain/ outside a sport's own module
// that names one. The order is the sport section's menu (domain/listViews.ts); elsewhere it means nothing.
import { footballSport } from '../football/sport';
import { formula1Sport } from '../formula1/sport';

export const SPORTS = [footballSport, formula1Sport] as const;

export type SportName = (typeof SPORTS)[number]['name'];

// Where the Formula 1 model's pictures are (served by the content API under /media, written by
// formula1Images.ts): a driver's portrait and a team's logo, by id.
import { MEDIA_PREFIX } from './football/media';

const F1_MEDIA = `${MEDIA_PREFIX}formula-1`;

export const driverImage = (driverId: number) => `${F1_MEDIA}/drivers/${driverId}.svg`;
export const f1TeamLogo = (teamId: number) => `${F1_MEDIA}/teams/${teamId}.svg`;

// Where the football model's images are (served by the content API under /media, written by images.ts).
/** What the content API serves the media folder under. */
export const MEDIA_PREFIX = '/media/';
const FOOTBALL_MEDIA = `${MEDIA_PREFIX}football`;

export const teamLogo = (teamId: number) => `${FOOTBALL_MEDIA}/teams/${teamId}.svg`;
export const playerPhoto = (playerId: number) => `${FOOTBALL_MEDIA}/players/${playerId}.svg`;
export const coachPhoto = (teamId: number) => `${FOOTBALL_MEDIA}/coaches/${teamId}.svg`;
export const leagueLogo = (leagueId: number) => `${FOOTBALL_MEDIA}/leagues/${leagueId}.svg`;
export const countryFlag = (code: string) => `${FOOTBALL_MEDIA}/flags/${code.toLowerCase()}.svg`;

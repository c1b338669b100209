// The secrets of a test world, for this process and every child it starts. Loading the vike build sets
// NODE_ENV=production, where the development defaults are (rightly) refused; these values are for test
// worlds on loopback only, the same in every process of a run so that a template and its copies agree.
const TEST_SECRETS: Readonly<Record<string, string>> = {
  CONTENT_SERVICE_TOKEN: 'test-world-service-token',
  AUTH_JWT_SECRET: 'test-world-jwt-secret-for-loopback-only',
  VAPID_PUBLIC_KEY: 'BBsXnbNBFDJcgHlb4Lz_m8wtRPE7eTWgBQKw13MI9UzbIkRiYCsFuBiN6wkMmgA8FbHMsmdz9IE8kGW6AFMtUKM',
  VAPID_PRIVATE_KEY: 'bwNHTsnAWuuq8WTQst-nFKC5PvjJpMslILNiX2Y_0jE',
};

/** Sets each test secret the environment does not already set. */
export function worldSecrets(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(TEST_SECRETS)) env[name] ||= value;
}

/** The embedded content API, used when CONTENT_API_URL is not set. */
export const DEFAULT_CONTENT_API_URL = 'http://127.0.0.1:3100';

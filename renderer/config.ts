export { DEFAULT_CONTENT_API_URL } from '../domain/constants';

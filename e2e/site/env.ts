// Every file of the HTTP tier reads the world's addresses as a Playwright worker does, from the E2E_* variables,
// and has its secrets (a probe with the service token).
import { inject } from 'vitest';
import { worldSecrets } from '../../testing/world/secrets';

Object.assign(process.env, inject('world'));
worldSecrets();

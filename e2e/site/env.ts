// Every file of the HTTP tier reads the world's addresses as a Playwright worker does: from the E2E_* variables.
import { inject } from 'vitest';

Object.assign(process.env, inject('world'));

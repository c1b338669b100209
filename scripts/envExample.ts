// Writes `.env.example` from config/settings.ts and config/secrets.ts (config/envExample.ts): run it after adding
// or changing a setting; config/envExample.test.ts fails until the file is written again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_EXAMPLE_FILE, envExample } from '../config/envExample';

const file = join(import.meta.dirname, '..', ENV_EXAMPLE_FILE);
writeFileSync(file, envExample());
console.log(`wrote ${ENV_EXAMPLE_FILE}`);

import { loadConfig } from '../config/env';
import { openDatabase } from './client';

// `npm run db:migrate`: applies the committed migrations and exits.
const config = loadConfig();
const handle = await openDatabase(config);
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();

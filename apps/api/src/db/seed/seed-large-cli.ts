import { count } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../config/env';
import { ConfigError } from '../../config/env-schema';
import { createStorage } from '../../plugins/storage';
import { openDatabase } from '../client';
import { products } from '../schema/catalogue';
import { runSeed } from './seed';
import { describeLargeShop, largeShopUsers } from './large/counts';
import { EmptyCatalogueError, LargeShopExistsError } from './large/shop';
import { seedLargeShop } from './seed-large';

// `npm run db:seed-large [-- --reset | --if-missing | --scale=0.1]`: fills the database the
// config names (DATABASE_URL, else PGlite under DATA_DIR) with the large shop (seed-large.ts),
// after the migrations and, when the catalogue is empty, the normal seed. An earlier large shop
// is refused (exit 1) unless --reset replaces it; --if-missing leaves it and exits 0 (the bench).

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const ifMissing = args.includes('--if-missing');
const scaleArg = args.find((a) => a.startsWith('--scale='))?.split('=')[1];
const scale = scaleArg === undefined ? 1 : Number(scaleArg);
const unknown = args.filter(
  (a) => !['--reset', '--if-missing'].includes(a) && !a.startsWith('--scale='),
);
if (unknown.length > 0 || !(scale > 0 && scale <= 10)) {
  console.error(
    `Usage: npm run db:seed-large [-- --reset | --if-missing] [--scale=<0..10>] (got: ${args.join(' ')})`,
  );
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const log = pino({ level: 'warn' });
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const handle = await openDatabase(config);
try {
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite under ${config.dataDir}`;
  if (ifMissing && (await largeShopUsers(handle.db)) > 0) {
    console.log(`The large shop is already in ${where}; left as it is.`);
  } else {
    const productRows = (await handle.db.select({ n: count() }).from(products))[0]?.n ?? 0;
    if (productRows === 0) {
      console.log('The catalogue is empty: seeding the normal shop first.');
      await runSeed({ db: handle.db, storage: createStorage(config), log }, { demo: true });
    }
    console.log(`Seeding the large shop into ${where}${scale === 1 ? '' : ` at scale ${scale}`}.`);
    const counts = await seedLargeShop(handle.db, {
      scale,
      reset,
      log: (line) => console.log(`  [${seconds()} s] ${line}`),
    });
    console.log(`\nDone in ${seconds()} s:\n${describeLargeShop(counts)}`);
    console.log(
      '\nThese accounts cannot sign in. To sign in as an admin, start the server with ADMIN_EMAIL and ADMIN_PASSWORD set: it creates (or promotes) that account.',
    );
  }
} catch (err) {
  if (err instanceof LargeShopExistsError || err instanceof EmptyCatalogueError) {
    console.error(err.message);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await handle.close();
}

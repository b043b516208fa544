import pg from 'pg';

// A scratch PostgreSQL database for one cluster test file, beside the one DATABASE_URL names.

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** Creates `<prefix>_<pid>_<time>` on DATABASE_URL's server; drop() removes it (and its sessions). */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

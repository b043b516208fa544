/**
 * The tag of the journeys that CI's second run repeats on PostgreSQL + Redis with a separate
 * worker process (TEST_SCOPE=database, playwright.config.ts): live updates, jobs, payments and
 * sessions that cross processes through the database. Every spec runs on the embedded database.
 */
export const DATABASE = { tag: '@database' } as const;

/** What a portal is started with to use its copy (DATA_DIR, and DATABASE_URL on a server), and how to remove it. */
export interface JourneyTemplateCopy {
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** A new, empty place for the run's template: a PGlite data directory, or a database on TEST_DATABASE_URL's server. */
export function newJourneyTemplate(): { template: string; remove(): Promise<void> };

/** One worker's copy of the template; `name` tells the copies apart. */
export function copyJourneyTemplate(template: string, name: string): Promise<JourneyTemplateCopy>;

/** Creates the template's database when it is on a server; openDatabase's options for it. */
export function createJourneyTemplate(template: string): Promise<{ dataDir: string } | { databaseUrl: string }>;

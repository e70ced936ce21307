import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: relative paths in configuration resolve against it, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** True when apps/web/dist is missing or older than anything it is built from. */
export function webBuildIsStale(): boolean;

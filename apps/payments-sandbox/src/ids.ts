import { randomToken } from './secrets';

/** Processor-style ids: a prefix that says what it is (tok_, pm_, ch_, re_) and 144 random bits. */
export const sandboxId = (prefix: 'tok' | 'pm' | 'ch' | 're') => `${prefix}_${randomToken(18)}`;

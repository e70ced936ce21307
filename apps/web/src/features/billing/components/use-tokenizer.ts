import { useQuery } from '@tanstack/react-query';
import { loadTokenizer } from './load-tokenizer';

/** The provider's script, loaded once per page (its loading and failure drawn as any query's). */
export const useTokenizer = (scriptUrl: string | undefined) =>
  useQuery({
    queryKey: ['payments-tokenizer', scriptUrl],
    queryFn: () => loadTokenizer(scriptUrl!),
    enabled: Boolean(scriptUrl),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

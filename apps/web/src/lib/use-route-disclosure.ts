import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Open/close state for a modal that closes by itself when the route changes (specification section 2). */
export function useRouteDisclosure(initiallyOpen = false) {
  const [opened, handlers] = useDisclosure(initiallyOpen);
  const location = useLocation();
  const { close } = handlers;
  useEffect(() => {
    close();
  }, [location.key, close]);
  return [opened, handlers] as const;
}

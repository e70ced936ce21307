import { useEffect, useState } from 'react';
import { getDirectorySignIn } from '@portal/shared/contracts/session/get-directory-sign-in';
import { callApi } from '../../../lib/http/api';

/**
 * Whether this portal has a company directory to sign staff in with: undefined until the server answers (or when
 * it could not). Asked once, without a query cache: the signed-out area keeps none, and loads none for this.
 */
export function useDirectorySignIn(): boolean | undefined {
  const [available, setAvailable] = useState<boolean>();
  useEffect(() => {
    let shown = true;
    callApi(getDirectorySignIn).then(
      (answer) => shown && setAvailable(answer.available),
      // Unknown: the button stays, and the start link itself says so when there is no directory.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return available;
}

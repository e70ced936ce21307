import { useMutation } from '@tanstack/react-query';
import type { ContactUsRequest } from '@portal/shared/account-forms';
import { contactUs } from '@portal/shared/contracts/support/contact-us';
import { callApi } from '../../../lib/http/api';

export const useContactUs = () =>
  useMutation({ mutationFn: (request: ContactUsRequest) => callApi(contactUs, { body: request }) });

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactUsRequest } from '@portal/shared/account-forms';
import type { contactUsResponseSchema } from '@portal/shared/accounts';
import { apiClient } from '../../../lib/http/api-client';


export const useContactUs = () =>
  useMutation({ mutationFn: (request: ContactUsRequest) => apiClient.post<z.infer<typeof contactUsResponseSchema>>('account-management/contact-us', request) });

import { Alert, Anchor } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { accountStatusNotice } from '@portal/shared/account-status';
import { paths } from '../../config/paths';
import { useAccountContext } from '../../lib/account-context';

/**
 * Above every screen of an account that buys nothing (On Hold, Closed), with the reason the provider's staff gave:
 * a customer wondering why no leads come in reads it before anything else (issue 30).
 */
export function AccountStatusNotice() {
  const { account } = useAccountContext();
  const notice = account && accountStatusNotice(account.Account_Status__c, account.Account_Status_Reason__c);
  if (!notice) return null;
  return (
    <Alert
      role="status"
      color="red"
      variant="light"
      icon={<IconPlayerPause size={20} aria-hidden />}
      title={account.Account_Status__c === 'Closed' ? 'Account closed' : 'Account on hold'}
      mb="lg"
    >
      {notice}{' '}
      <Anchor component={Link} to={paths.contactUs.href()} inherit c="inherit" underline="always">
        Contact Us
      </Anchor>{' '}
      with any question.
    </Alert>
  );
}

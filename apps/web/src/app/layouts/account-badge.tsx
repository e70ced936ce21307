import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './signed-in-shell.module.css';

export interface AccountLabel {
  name: string;
  /** The short account number people quote, e.g. "100001". */
  number: string;
}

/** How an account is named in the header: "Brightside Home Services · #100001". */
export const accountLabelText = ({ name, number }: AccountLabel) => `${name} · #${number}`;

/**
 * The selected account for customers, a link to /account-select (staff see ActingOnAccount instead). The name over
 * the number: on a phone the name takes two lines rather than losing its end ("Brightside Hom…" read as cut off),
 * and the number, which tells similar names apart, is never shortened.
 */
export function AccountBadge({ account }: { account: AccountLabel }) {
  return (
    <UnstyledButton
      component={Link}
      to={paths.accountSelect.href()}
      className={classes.accountBadge}
      aria-label={`${accountLabelText(account)}, switch account`}
      title={accountLabelText(account)}
    >
      <Text component="span" size="sm" fw={600} lh={1.2} lineClamp={2} className={classes.accountName}>
        {account.name}
      </Text>
      <Text component="span" size="xs" lh={1.2} display="block" className={classes.accountNumber}>
        #{account.number}
      </Text>
    </UnstyledButton>
  );
}
